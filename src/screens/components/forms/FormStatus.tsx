'use client'

import { Modal } from '@/screens/components/ui/Modal'

/** The full-screen spinner shown while a form is being sent (§2.18, §4). */
export function SpinnerOverlay({ show, label = 'Submitting…' }: { show: boolean; label?: string }) {
  if (!show) return null
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="form-spinner"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-slate-950/60 text-white"
    >
      <span aria-hidden="true" className="h-14 w-14 animate-spin rounded-full border-4 border-white/30 border-t-white motion-reduce:animate-none" />
      <span className="text-lg font-semibold">{label}</span>
    </div>
  )
}

/** The window's words in the page's language (the forms' common words). */
type DialogWords = { information: string; okay: string; close: string }

/** The 'Information' window with an Okay button that reports how a submission went. */
export function InformationDialog({
  message,
  success,
  onClose,
  words,
  title = words.information,
  link,
}: {
  message: string | null
  success: boolean
  onClose: () => void
  words: DialogWords
  title?: string
  /** Shown after the message, such as where to follow an application. */
  link?: { href: string; text: string }
}) {
  return (
    <Modal open={message !== null} onClose={onClose} title={title} size="md" closeLabel={words.close}>
      <p role="alert" data-testid="information-message" className={success ? 'text-slate-800' : 'text-red-700'}>
        {message}
      </p>
      {link ? (
        <p className="mt-3">
          <a href={link.href} className="font-semibold text-brand-700 underline hover:text-brand-800" data-testid="information-link">
            {link.text}
          </a>
        </p>
      ) : null}
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={(event) => (event.currentTarget.closest('dialog') as HTMLDialogElement | null)?.close()}
          className="rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {words.okay}
        </button>
      </div>
    </Modal>
  )
}
