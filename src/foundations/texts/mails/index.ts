/** The mails to senders in each language (server only). */
import type { Language } from '../../languages'

import { type MailTexts, mailTexts as en } from './en'
import { mailTexts as si } from './si'
import { mailTexts as ta } from './ta'

export type { MailTexts }

const MAIL_TEXTS: Record<Language, MailTexts> = { en, si, ta }

export function mailTextsIn(language: Language): MailTexts {
  return MAIL_TEXTS[language]
}
