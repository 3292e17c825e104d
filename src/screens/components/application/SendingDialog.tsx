'use client'

import { useEffect, useRef } from 'react'

import { percentSent, progressAnnouncement, progressText } from '@/screens/components/forms/upload'
import { useApplicationWords } from './applicationWords'

export type SendingState =
  | { phase: 'uploading'; sent: number; total: number }
  /** The connection failed before the server answered. */
  | { phase: 'dropped' }
  | null

/**
 * The window shown while the application goes up: how much is sent, and a
 * Cancel button; after a dropped connection, Retry. A modal <dialog>, so the
 * form behind cannot change while it is being sent.
 */
export function SendingDialog({
  state,
  onCancel,
  onRetry,
  onBack,
}: {
  state: SendingState
  onCancel: () => void
  onRetry: () => void
  onBack: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const retryRef = useRef<HTMLButtonElement>(null)
  const phase = state?.phase ?? null
  const words = useApplicationWords()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (phase && !dialog.open) dialog.showModal()
    else if (!phase && dialog.open) dialog.close()
    if (phase === 'dropped') retryRef.current?.focus()
  }, [phase])

  const sent = state?.phase === 'uploading' ? state.sent : 0
  const total = state?.phase === 'uploading' ? state.total : 0
  const percent = percentSent(sent, total)

  return (
    <dialog
      ref={ref}
      aria-labelledby="sending-title"
      aria-describedby={phase === 'dropped' ? 'sending-dropped' : 'sending-keep-open'}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-5 text-slate-800 shadow-2xl backdrop:bg-slate-950/70 sm:p-7"
      // Escape is the Cancel (or Back) button: the dialog never closes on its own.
      onCancel={(event) => {
        event.preventDefault()
        if (phase === 'uploading') onCancel()
        else if (phase === 'dropped') onBack()
      }}
    >
      {phase === 'uploading' ? (
        <div className="grid gap-4" data-testid="upload-progress">
          <h2 id="sending-title" className="text-xl font-bold text-brand-800">
            {words.sendingTitle}
          </h2>
          <progress
            aria-label={words.sendingTitle}
            max={100}
            value={percent}
            className="h-3 w-full overflow-hidden rounded-full accent-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
          />
          <p className="font-semibold tabular-nums" data-testid="upload-progress-text">
            {progressText(sent, total, words)}
          </p>
          <p className="sr-only" role="status" aria-live="polite">
            {progressAnnouncement(sent, total, words)}
          </p>
          <p id="sending-keep-open" className="text-sm text-slate-600">
            {words.keepOpen}
          </p>
          <div className="flex justify-end">
            <button
              type="button"
              onClick={onCancel}
              className="rounded-full border-2 border-brand-700 px-8 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {words.cancel}
            </button>
          </div>
        </div>
      ) : phase === 'dropped' ? (
        <div className="grid gap-4">
          <h2 id="sending-title" className="text-xl font-bold text-red-700">
            {words.droppedTitle}
          </h2>
          <p id="sending-dropped" role="alert">
            {words.dropped}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onBack}
              className="rounded-full border-2 border-slate-300 px-6 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {words.backToForm}
            </button>
            <button
              ref={retryRef}
              type="button"
              onClick={onRetry}
              className="rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {words.retry}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
