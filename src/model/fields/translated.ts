import { type FieldHook, type RichTextField, type TextareaField, type TextField, type Validate, ValidationError } from 'payload'
import { text, textarea } from 'payload/shared'

import { DEFAULT_LANGUAGE } from '@/foundations/languages'

/** A text staff write in each language: its own, or the same in every language. */
type TranslatableField = TextField | TextareaField | RichTextField

/** Whether a rich text holds anything a reader would see (a word, a picture, a list). */
export function richTextHasContent(value: unknown): boolean {
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    const { type, text: words, children } = node as { type?: string; text?: unknown; children?: unknown }
    if (type === 'text') return typeof words === 'string' && words.trim() !== ''
    if (type && !['root', 'paragraph', 'linebreak'].includes(type) && !Array.isArray(children)) return true
    return Array.isArray(children) && children.some(visit)
  }
  return visit((value as { root?: unknown } | null)?.root)
}

const empty = (value: unknown, type: TranslatableField['type']) =>
  type === 'richText' ? !richTextHasContent(value) : typeof value !== 'string' || value.trim() === ''

/**
 * A field staff translate (docs/decisions/068): stored once per language,
 * and read in English wherever a language has none. A required field is
 * required in English alone: a translation may leave it empty, and the
 * page shows the English. So the database never requires it (a Sinhala row
 * holds only what was translated) and the check is made here.
 */
export function translated<F extends TranslatableField>(field: F): F {
  const { required } = field
  const inEnglish = (locale: unknown) => !locale || locale === DEFAULT_LANGUAGE
  const admin = { ...field.admin, description: field.admin?.description ?? (required ? 'Required in English; other languages show the English until translated.' : undefined) }
  if (field.type === 'richText') {
    // The editor validates a rich text's own nodes (links, uploads): it keeps that, and English is checked before it.
    const requireEnglish: FieldHook = ({ value, req, path }) => {
      if (required && inEnglish(req.locale) && empty(value, 'richText')) throw new ValidationError({ errors: [{ message: req.t('validation:required'), path: path.join('.') }] })
      return value
    }
    return { ...field, localized: true, required: false, admin, hooks: { ...field.hooks, beforeValidate: [...(field.hooks?.beforeValidate ?? []), requireEnglish] } } as F
  }
  const { validate: own } = field as F & { validate?: Validate }
  const base = (own ?? (field.type === 'text' ? text : textarea)) as Validate
  const validate: Validate = (value, options) => {
    if (empty(value, field.type)) {
      if (!required || !inEnglish(options.req.locale)) return true
      return own ? own(value, options) : options.req.t('validation:required')
    }
    return base(value, { ...options, required: false })
  }
  return { ...field, localized: true, required: false, validate, admin } as F
}
