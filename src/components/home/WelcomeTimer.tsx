'use client'

import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'

import { useHydrated } from '@/components/ui/useHydrated'
import { POPUP_DELAY_MS, POPUP_SESSION_FLAG } from '@/lib/constants'

import type { WelcomeDialog as Dialog, WelcomePicture } from './WelcomeDialog'

type DialogComponent = ComponentType<Parameters<typeof Dialog>[0]>

/**
 * When the popup is due: 1 s after the first visit in a browser session, once
 * per session. The second is counted from the page's opening when it came
 * with the page (however long the page took to come to life), from the
 * arrival otherwise. The window's own code is fetched meanwhile, so the
 * page's first script carries only this timer; it shows when both are there.
 */
export function WelcomeTimer({ popup }: { popup: WelcomePicture | null }) {
  // False only while the server's HTML is taken over: then the visit began when the page was opened.
  const openedWithPage = useRef(!useHydrated())
  const [due, setDue] = useState(false)
  const [WelcomeDialog, setWelcomeDialog] = useState<DialogComponent | null>(null)
  const closed = useCallback(() => setDue(false), [])

  useEffect(() => {
    if (!popup) return
    let seen = false
    try {
      seen = window.sessionStorage.getItem(POPUP_SESSION_FLAG) === 'true'
    } catch {
      // storage unavailable (private mode): show it this once
    }
    if (seen) return
    let cancelled = false
    import('./WelcomeDialog')
      .then((module) => {
        if (!cancelled) setWelcomeDialog(() => module.WelcomeDialog)
      })
      .catch(() => {})
    const elapsed = openedWithPage.current ? performance.now() : 0
    const timer = window.setTimeout(
      () => {
        try {
          window.sessionStorage.setItem(POPUP_SESSION_FLAG, 'true')
        } catch {
          // ignore
        }
        setDue(true)
      },
      Math.max(0, POPUP_DELAY_MS - elapsed),
    )
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [popup])

  return popup && due && WelcomeDialog ? <WelcomeDialog popup={popup} onClosed={closed} /> : null
}
