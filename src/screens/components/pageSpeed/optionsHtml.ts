/**
 * A select's options as markup, for the long lists of the forms (the
 * application's year choices run from 1900: 127 options, four of them on the
 * page; its phone-country lists: about 240, two of them). As one string, set
 * as the select's inner HTML, they are not hundreds of React elements to
 * create, hydrate, place and compare at each render of the form: the
 * browser's parser builds them, and React leaves them alone.
 */
export type Choice = string | { value: string; label: string }

/** Lists longer than this are given as markup; shorter ones stay elements. */
export const LONG_LIST = 30

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!)

export const choiceOf = (option: Choice) => (typeof option === 'string' ? { value: option, label: option } : option)

/** The placeholder (value '') first where there is one, then each choice. */
export function optionsHtml(options: readonly Choice[], placeholder?: string): string {
  const choices = options.map(choiceOf)
  return (placeholder === undefined ? choices : [{ value: '', label: placeholder }, ...choices]).map(({ value, label }) => `<option value="${escape(value)}">${escape(label)}</option>`).join('')
}
