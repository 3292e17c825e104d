'use client'

import { createContext, useContext, useEffect, useMemo, useRef } from 'react'

import { newIdempotencyKey } from './submit'

/**
 * What the server needs to know about one filling-in of a form:
 * - how long since the form was shown (forms sent faster than a person can
 *   fill them are refused);
 * - its idempotency key, the same for every attempt to send it, so a retry
 *   after a dropped connection is stored once.
 * A cleared or successfully sent form starts again with a new key and time.
 */
export function useFilledForm(): { elapsed: () => number; idempotencyKey: () => string; startAgain: () => void } {
  const shownSince = useContext(FormShownSince)
  const shownAt = useRef(0)
  const key = useRef('')
  useEffect(() => {
    shownAt.current = shownSince ?? Date.now()
  }, [shownSince])
  return useMemo(
    () => ({
      elapsed: () => Date.now() - shownAt.current,
      idempotencyKey: () => (key.current ||= newIdempotencyKey()),
      startAgain: () => {
        key.current = ''
        shownAt.current = Date.now()
      },
    }),
    [],
  )
}

/**
 * When the form's own markup was first on the screen, if earlier than its
 * code: a live form that replaces the server's copy has been shown since the
 * page loaded, and the visitor may have filled most of it already.
 */
export const FormShownSince = createContext<number | undefined>(undefined)
