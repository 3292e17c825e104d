/**
 * The forms' messages in the sender's language. The checks write English
 * (./messages.ts); a message in Sinhala or Tamil is the same text looked up
 * in that language's form texts: a fixed message by its English text, a
 * message about a field by its template, with the field's name translated
 * too. English is the key, as in gettext, so the rules stay written once
 * for the browser and the server. A text that is not one of the forms'
 * (a file's own name in a message, say) is left as it is.
 */
import { type FormTexts, formTexts as english } from '../texts/forms/en'
import { fill } from '../texts/translation'

export type TranslateMessage = (message: string) => string

const same: TranslateMessage = (message) => message

type Pattern = { match: RegExp; names: string[]; text: string }

/** A template as a pattern that reads its placeholders back: '{label} is required.' → /^(.+?) is required\.$/. */
function patternOf(template: string): { match: RegExp; names: string[] } {
  const names: string[] = []
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(name)
      return '(.+?)'
    })
    .join('')
  return { match: new RegExp(`^${source}$`, 's'), names }
}

const translators = new WeakMap<FormTexts, TranslateMessage>()

/** The function that gives each English message of the forms in `target`'s language. */
export function messageTranslator(target: FormTexts): TranslateMessage {
  if (target === english) return same
  const known = translators.get(target)
  if (known) return known

  const fixed = new Map<string, string>()
  for (const key of Object.keys(english.messages) as (keyof FormTexts['messages'])[]) fixed.set(english.messages[key], target.messages[key])
  for (const key of Object.keys(english.status) as (keyof FormTexts['status'])[]) fixed.set(english.status[key], target.status[key])
  const fieldNames = new Map<string, string>()
  for (const key of Object.keys(english.fieldNames) as (keyof FormTexts['fieldNames'])[]) fieldNames.set(english.fieldNames[key], target.fieldNames[key])
  const patterns: Pattern[] = (Object.keys(english.templates) as (keyof FormTexts['templates'])[]).map((key) => ({
    ...patternOf(english.templates[key]),
    text: target.templates[key],
  }))

  const translate: TranslateMessage = (message) => {
    const found = fixed.get(message)
    if (found !== undefined) return found
    for (const pattern of patterns) {
      const parts = pattern.match.exec(message)
      if (!parts) continue
      const values: Record<string, string> = {}
      pattern.names.forEach((name, index) => {
        const value = parts[index + 1] as string
        values[name] = name === 'label' ? (fieldNames.get(value) ?? value) : name === 'message' ? translate(value) : value
      })
      return fill(pattern.text as string, values as never)
    }
    return message
  }
  translators.set(target, translate)
  return translate
}

/** A refusal's message and its fields' messages, translated. */
export function translateRefusal<Refusal extends { message?: unknown; errors?: unknown }>(refusal: Refusal, translate: TranslateMessage): Refusal {
  if (translate === same) return refusal
  const translated: Refusal = { ...refusal }
  if (typeof refusal.message === 'string') translated.message = translate(refusal.message)
  if (refusal.errors && typeof refusal.errors === 'object' && !Array.isArray(refusal.errors)) {
    translated.errors = Object.fromEntries(
      Object.entries(refusal.errors).map(([field, message]) => [field, typeof message === 'string' ? translate(message) : message]),
    )
  }
  return translated
}
