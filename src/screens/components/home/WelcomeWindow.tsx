'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { ControlIcon } from '@/screens/components/ui/ControlIcon'
import { Picture, type PictureProps } from '@/screens/components/ui/Picture'
import { POPUP_CLOSE_MS, POPUP_DELAY_MS, POPUP_SESSION_FLAG } from '@/foundations/motion'
import { useUiWords } from '@/screens/components/ui/uiWords'
import { fill } from '@/foundations/texts/translation'

import { POPUP_ID, scheduleWelcome, TIMED_BY_PAGE } from './welcomeSchedule'

export type WelcomePicture = { url: string; image: PictureProps }

type Timed = HTMLDivElement & { [TIMED_BY_PAGE]?: boolean }

/**
 * The popup window (§2.4). It is in the page's HTML as a manual popover,
 * hidden until shown, so it opens on time and its Close button works
 * before the page's scripts have run (the browser hides the popover). Once
 * they run, this adds what needs them: the 500 ms slide-out before it goes,
 * Escape, the picture's loading and error states, and the timing when Home
 * is reached by a followed link (no inline script runs then).
 */
export function WelcomeWindow({ popup }: { popup: WelcomePicture }) {
  const words = useUiWords()
  const ref = useRef<Timed>(null)
  const [open, setOpen] = useState(false)
  const [closing, setClosing] = useState(false)
  const [imageState, setImageState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const closingTimer = useRef<number | undefined>(undefined)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onToggle = () => setOpen(element.matches(':popover-open'))
    onToggle()
    element.addEventListener('toggle', onToggle)
    // The picture may have arrived, or failed, before the page's scripts ran.
    const image = element.querySelector('img')
    if (image?.complete) setImageState(image.naturalWidth > 0 ? 'loaded' : 'error')
    const cancel = element[TIMED_BY_PAGE] ? () => {} : scheduleWelcome(element, POPUP_DELAY_MS, POPUP_SESSION_FLAG)
    return () => {
      cancel()
      element.removeEventListener('toggle', onToggle)
      window.clearTimeout(closingTimer.current)
    }
  }, [])

  const close = useCallback(() => {
    setClosing(true)
    closingTimer.current = window.setTimeout(() => {
      ref.current?.hidePopover()
      setClosing(false)
    }, POPUP_CLOSE_MS)
  }, [])

  useEffect(() => {
    if (!open || closing) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, closing, close])

  return (
    <div
      ref={ref}
      id={POPUP_ID}
      popover="manual"
      className="fixed inset-0 m-0 hidden h-full max-h-none w-full max-w-none items-center justify-center border-0 bg-slate-950/70 p-4 open:flex"
      data-popup-phase={closing ? 'closing' : 'open'}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={words.welcome}
        className="relative w-full max-w-xl transition-transform ease-in"
        style={{ transitionDuration: `${POPUP_CLOSE_MS}ms`, transform: closing ? 'translateY(120vh)' : 'translateY(0)' }}
      >
        <button
          type="button"
          popoverTarget={POPUP_ID}
          popoverTargetAction="hide"
          onClick={(event) => {
            // Slid out first; without the page's scripts the browser hides it at once.
            event.preventDefault()
            if (!closing) close()
          }}
          className="absolute -top-3 -right-3 z-10 rounded-full bg-white p-2 text-brand-900 shadow-lg"
          aria-label={words.close}
        >
          <ControlIcon name="close" className="h-5 w-5" />
        </button>
        {imageState === 'loading' ? <p className="absolute inset-0 flex items-center justify-center text-white">{words.popupLoading}</p> : null}
        {imageState === 'error' ? (
          <p role="alert" className="rounded-lg bg-white p-6 text-error">
            {words.popupError}
            {fill(words.couldNotLoad, { url: popup.url })}
          </p>
        ) : (
          <Picture
            {...popup.image}
            className="relative h-auto max-h-[85vh] w-full rounded-lg object-contain shadow-2xl"
            onLoad={() => setImageState('loaded')}
            onError={() => setImageState('error')}
          />
        )}
      </div>
    </div>
  )
}
