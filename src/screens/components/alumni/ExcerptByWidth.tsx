'use client'

import { useSyncExternalStore } from 'react'

const WIDE = '(min-width: 1280px)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The wide cut from 1280 px up, the narrow one below (§2.15). The server's
 * HTML holds both and CSS shows the one that fits, so the card has its height
 * from the first paint; once the script runs, only that one stays.
 */
export function ExcerptByWidth({ narrow, wide }: { narrow: string; wide: string }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(WIDE).matches ? 'wide' : 'narrow'),
    () => 'both',
  )
  if (shown === 'both') {
    return (
      <>
        <span className="xl:hidden">{narrow}</span>
        <span className="hidden xl:inline">{wide}</span>
      </>
    )
  }
  return shown === 'wide' ? wide : narrow
}
