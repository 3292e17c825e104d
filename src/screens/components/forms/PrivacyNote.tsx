import { useLanguage } from '@/screens/components/ui/useLanguage'
import { pathIn } from '@/foundations/languages'
import { PRIVACY_PATH } from '@/foundations/navigation'
import { FORM_PURPOSES, type FormPurpose } from '@/foundations/privacyTexts'

/**
 * Beside a form's submit button: why the form asks for these details, and a
 * link to the privacy notice. Plain markup, so the server's copy of a form
 * shows it too. The notice opens in a new tab: followed in this one, the
 * link would throw away what the visitor has typed (only the application
 * keeps a draft). Inside the forms, which run in the browser: the page's
 * language is read there.
 */
export function PrivacyNote({ form, className = '' }: { form: FormPurpose; className?: string }) {
  const language = useLanguage()
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-privacy-note={form}>
      {FORM_PURPOSES[form]} Our{' '}
      <a href={pathIn(language, PRIVACY_PATH)} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline hover:text-brand-800">
        privacy notice
        <span className="sr-only"> (opens in a new tab)</span>
      </a>{' '}
      says how long we keep them and what your rights are.
    </p>
  )
}
