'use client'

import { type ComponentType, useEffect, useState } from 'react'
import type React from 'react'

import { loadOnce } from '@/foundations/loadOnce'

/**
 * A component whose code is fetched only once it is on screen in the browser,
 * and never rendered on the server: for what the first screen does not need
 * (a window's content, a form behind a button, page-speed reporting). Until
 * the code is there it shows `fallback`.
 *
 * The code is loaded from an effect and shown through state rather than with
 * React.lazy and Suspense: a component suspending right after hydration
 * holds back the effects of the rest of the page (the anchor scroll, for
 * one) until its code has arrived.
 */
export function clientOnly<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: React.ReactNode = null): ComponentType<Props> {
  const fetchOnce = loadOnce(load)
  function ClientOnly(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | null>(null)
    useEffect(() => {
      let live = true
      fetchOnce()
        .then((loaded) => {
          if (live) setComponent(() => loaded)
        })
        .catch(() => {})
      return () => {
        live = false
      }
    }, [])
    return Component ? <Component {...props} /> : fallback
  }
  return ClientOnly
}
