/**
 * Every message of the three forms (spec §5 and §8), in English: the texts
 * are in src/foundations/texts/forms/en.ts, beside their Sinhala and Tamil.
 * Browser and server both check with these; a reply in another language is
 * translated from them (./translateMessages.ts).
 */
import { fill } from '../texts/translation'
import { formTexts } from '../texts/forms/en'

export const FORM_MESSAGES = formTexts.messages
const T = formTexts.templates

/** '{label} is required.' for a field that must be filled. */
export const requiredMessage = (label: string) => fill(T.required, { label })
export const tooLongMessage = (label: string, max: number) => fill(T.tooLong, { label, max })
/** Control characters (other than tab and line breaks) and broken characters. */
export const notAllowedCharactersMessage = (label: string) => fill(T.notAllowedCharacters, { label })
/** A value that is a number, a list, an object, true/false or null where text belongs. */
export const notTextMessage = (label: string) => fill(T.notText, { label })
export const listUnreadableMessage = (label: string) => fill(T.listUnreadable, { label })
export const tooManyRowsMessage = (label: string, max: number) => fill(T.tooManyRows, { label, max })
export const rowUnreadableMessage = (label: string) => fill(T.rowUnreadable, { label })
export const yearRangeMessage = (from: number) => fill(T.yearRange, { from })
/** A reply's message with the reference the submission was stored under. */
export const referenceMessage = (message: string, reference: string) => fill(T.withReference, { message, reference })
