/**
 * A select's options as markup, for the long lists of the forms (the
 * application's year choices run from 1900: 127 options, four of them on the
 * page). As one string, set as the select's inner HTML, they are not 500
 * React elements to create, hydrate and compare at each render of the form:
 * the browser's parser builds them, and React leaves them alone.
 */
export type Choice = string | { value: string; label: string }

/** Lists longer than this are given as markup; shorter ones stay elements. */
export const LONG_LIST = 30

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!)

export const choiceOf = (option: Choice) => (typeof option === 'string' ? { value: option, label: option } : option)

/** The placeholder (value '') first, then each choice. */
export function optionsHtml(placeholder: string, options: readonly Choice[]): string {
  return [{ value: '', label: placeholder }, ...options.map(choiceOf)].map(({ value, label }) => `<option value="${escape(value)}">${escape(label)}</option>`).join('')
}
