'use client'

import { SiteLink } from '@/screens/components/ui/SiteLink'
import { useCallback, useState } from 'react'

import { clientOnly } from '@/screens/components/pageSpeed/clientOnly'
import { Modal } from '@/screens/components/ui/Modal'
import { useHydrated } from '@/screens/components/ui/useHydrated'
import { useLanguage } from '@/screens/components/ui/useLanguage'
import { pathIn } from '@/foundations/languages'

/**
 * The form's code (rules, phone numbers, form library) is fetched when the
 * visitor first reaches for the button, not with the Alumni page: most
 * visitors of the page never open it.
 */
const loadForm = () => import('./AlumniRegistrationForm').then((module) => module.AlumniRegistrationForm)
const AlumniRegistrationForm = clientOnly(loadForm, <p role="status">Loading...</p>)

const buttonClass = 'inline-block rounded-full bg-accent-500 px-8 py-3 font-bold text-brand-900 shadow hover:bg-accent-400'

/**
 * 'Join With Us' opens the registration form in a window (§2.15). Until the
 * page's script runs, and without script at all, it is a plain link to
 * /alumni-registration.
 */
export function JoinWithUs() {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const language = useLanguage()
  if (!hydrated) {
    return (
      <SiteLink href={pathIn(language, '/alumni-registration')} className={buttonClass}>
        Join With Us
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
        Join With Us
      </button>
      {/* The section centres its text; the window and its dialogs read left to right. */}
      <div className="text-left">
        <Modal open={open} onClose={close} title="Alumni Registration" size="xl">
          <AlumniRegistrationForm onRegistered={close} />
        </Modal>
      </div>
    </>
  )
}
