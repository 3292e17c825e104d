'use client'

import { useCallback, useEffect, useRef } from 'react'

/**
 * Milliseconds since the form was shown, sent with each submission: forms
 * sent faster than a person can fill them are refused by the server.
 */
export function useFillTimer(): { elapsed: () => number; restart: () => void } {
  const shownAt = useRef(0)
  useEffect(() => {
    shownAt.current = Date.now()
  }, [])
  const elapsed = useCallback(() => Date.now() - shownAt.current, [])
  const restart = useCallback(() => {
    shownAt.current = Date.now()
  }, [])
  return { elapsed, restart }
}
