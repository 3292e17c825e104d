'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { ControlIcon } from '@/components/ui/ControlIcon'
import { Picture, type PictureProps } from '@/components/ui/Picture'
import { POPUP_CLOSE_MS } from '@/lib/constants'
import { MESSAGES } from '@/lib/messages'

type Phase = 'open' | 'closing'

export type WelcomePicture = { url: string; image: PictureProps }

/** The popup window once it is due (see WelcomePopup): its picture states, and the slide-out before it goes. */
export function WelcomeDialog({ popup, onClosed }: { popup: WelcomePicture; onClosed: () => void }) {
  const [phase, setPhase] = useState<Phase>('open')
  const [imageState, setImageState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const closeButton = useRef<HTMLButtonElement>(null)
  const closing = useRef<number | undefined>(undefined)

  const close = useCallback(() => {
    setPhase('closing')
    closing.current = window.setTimeout(onClosed, POPUP_CLOSE_MS)
  }, [onClosed])

  useEffect(() => () => window.clearTimeout(closing.current), [])

  useEffect(() => {
    if (phase !== 'open') return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [phase, close])

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4" data-popup-phase={phase}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Welcome"
        className="relative w-full max-w-xl transition-transform ease-in"
        style={{
          transitionDuration: `${POPUP_CLOSE_MS}ms`,
          transform: phase === 'closing' ? 'translateY(120vh)' : 'translateY(0)',
        }}
      >
        <button
          ref={closeButton}
          type="button"
          onClick={close}
          className="absolute -top-3 -right-3 z-10 rounded-full bg-white p-2 text-brand-900 shadow-lg"
          aria-label="Close"
        >
          <ControlIcon name="close" className="h-5 w-5" />
        </button>
        {imageState === 'loading' ? <p className="absolute inset-0 flex items-center justify-center text-white">{MESSAGES.popupLoading}</p> : null}
        {imageState === 'error' ? (
          <p role="alert" className="rounded-lg bg-white p-6 text-error">
            {MESSAGES.popupError}
            {`could not load ${popup.url}`}
          </p>
        ) : (
          <Picture
            {...popup.image}
            className="h-auto max-h-[85vh] w-full rounded-lg object-contain shadow-2xl"
            onLoad={() => setImageState('loaded')}
            onError={() => setImageState('error')}
          />
        )}
      </div>
    </div>
  )
}
