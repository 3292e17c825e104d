'use client'

import Image from 'next/image'
import { useCallback, useEffect, useRef, useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import type { PopupImage } from '@/content/home'
import { POPUP_CLOSE_MS, POPUP_DELAY_MS, POPUP_SESSION_FLAG } from '@/lib/constants'
import { MESSAGES } from '@/lib/messages'

type Phase = 'hidden' | 'open' | 'closing'

/**
 * The welcome popup (§2.4): 1 s after the first visit in a browser session,
 * once per session (session flag hasOpenedPopup); closing slides it out over
 * 500 ms before it is removed. Nothing at all when there is no popup image.
 */
export function WelcomePopup({ popup }: { popup: PopupImage | null }) {
  const [phase, setPhase] = useState<Phase>('hidden')
  const [imageState, setImageState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const closeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!popup) return
    let seen = false
    try {
      seen = window.sessionStorage.getItem(POPUP_SESSION_FLAG) === 'true'
    } catch {
      // storage unavailable (private mode): show it this once
    }
    if (seen) return
    const timer = window.setTimeout(() => {
      try {
        window.sessionStorage.setItem(POPUP_SESSION_FLAG, 'true')
      } catch {
        // ignore
      }
      setPhase('open')
    }, POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [popup])

  const close = useCallback(() => {
    setPhase('closing')
    window.setTimeout(() => setPhase('hidden'), POPUP_CLOSE_MS)
  }, [])

  useEffect(() => {
    if (phase !== 'open') return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [phase, close])

  if (!popup || phase === 'hidden') return null
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
          <Icon name="close" className="h-5 w-5" />
        </button>
        {imageState === 'loading' ? <p className="absolute inset-0 flex items-center justify-center text-white">{MESSAGES.popupLoading}</p> : null}
        {imageState === 'error' ? (
          <p role="alert" className="rounded-lg bg-white p-6 text-error">
            {MESSAGES.popupError}
            {`could not load ${popup.image_url}`}
          </p>
        ) : (
          <Image
            src={popup.image_url}
            alt={popup.alt}
            width={popup.width ?? 800}
            height={popup.height ?? 1100}
            sizes="(min-width: 640px) 576px, 100vw"
            className="h-auto max-h-[85vh] w-full rounded-lg object-contain shadow-2xl"
            onLoad={() => setImageState('loaded')}
            onError={() => setImageState('error')}
          />
        )}
      </div>
    </div>
  )
}
