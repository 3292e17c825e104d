'use client'

import { SiteLink } from '@/screens/components/ui/SiteLink'
import { useCallback, useState } from 'react'

import { clientOnly } from '@/screens/components/pageSpeed/clientOnly'
import { Modal } from '@/screens/components/ui/Modal'
import { useHydrated } from '@/screens/components/ui/useHydrated'
import { useLanguage } from '@/screens/components/ui/useLanguage'
import { useUiWords } from '@/screens/components/ui/uiWords'
import { type Language, pathIn } from '@/foundations/languages'
import { loadOnce } from '@/foundations/loadOnce'
import { loadTexts } from '@/foundations/texts/load'

/**
 * The form's code (rules, phone numbers, form library) is fetched when the
 * visitor first reaches for the button, not with the Alumni page: most
 * visitors of the page never open it.
 */
/** Shown in the window while the form's code arrives, in the page's language. */
function LoadingText() {
  return <p role="status">{useUiWords().loading}</p>
}

function formIn(language: Language) {
  const load = loadOnce(async () => {
    const [{ AlumniRegistrationForm }, texts] = await Promise.all([import('./AlumniRegistrationForm'), loadTexts(language)])
    const words = { ...texts.forms.common, ...texts.forms.alumni }
    return function Registration({ onRegistered }: { onRegistered: () => void }) {
      return <AlumniRegistrationForm onRegistered={onRegistered} language={language} words={words} />
    }
  })
  return { load, Form: clientOnly(load, <LoadingText />) }
}

/** The form with its words, in each language: the window fetches its page's language only. */
const FORMS = { en: formIn('en'), si: formIn('si'), ta: formIn('ta') } satisfies Record<Language, ReturnType<typeof formIn>>

const buttonClass = 'inline-block rounded-full bg-accent-500 px-8 py-3 font-bold text-brand-900 shadow hover:bg-accent-400'

/**
 * 'Join With Us' opens the registration form in a window (§2.15). Until the
 * page's script runs, and without script at all, it is a plain link to
 * /alumni-registration.
 */
export function JoinWithUs({ label, title }: { label: string; title: string }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const language = useLanguage()
  const { load: loadForm, Form } = FORMS[language]
  if (!hydrated) {
    return (
      <SiteLink href={pathIn(language, '/alumni-registration')} className={buttonClass}>
        {label}
      </SiteLink>
    )
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setOpen(true)}
        className={buttonClass}
      >
        {label}
      </button>
      {/* The section centres its text; the window and its dialogs read left to right. */}
      <div className="text-left">
        <Modal open={open} onClose={close} title={title} size="xl">
          <Form onRegistered={close} />
        </Modal>
      </div>
    </>
  )
}
