import { useLanguage } from '@/screens/components/ui/useLanguage'
import { pathIn } from '@/foundations/languages'
import { PRIVACY_PATH } from '@/foundations/navigation'
import { Filled } from '@/screens/components/ui/Filled'
import type { FormPurpose } from '@/foundations/privacyTexts'

/** The note's words: the form's purpose and the sentence around the link, in the page's language. */
type PrivacyWords = { purpose: string; privacyNote: string; privacyLink: string; opensInNewTab: string }

/**
 * Beside a form's submit button: why the form asks for these details, and a
 * link to the privacy notice. Plain markup, so the server's copy of a form
 * shows it too. The notice opens in a new tab: followed in this one, the
 * link would throw away what the visitor has typed (only the application
 * keeps a draft). Inside the forms, which run in the browser: the page's
 * language is read there.
 */
export function PrivacyNote({ form, words, className = '' }: { form: FormPurpose; words: PrivacyWords; className?: string }) {
  const language = useLanguage()
  const link = (
    <a href={pathIn(language, PRIVACY_PATH)} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline hover:text-brand-800">
      {words.privacyLink}
      <span className="sr-only">{words.opensInNewTab}</span>
    </a>
  )
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-privacy-note={form}>
      {words.purpose} <Filled text={words.privacyNote} values={{ link }} />
    </p>
  )
}
