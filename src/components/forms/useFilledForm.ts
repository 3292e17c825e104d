'use client'

import { useEffect, useMemo, useRef } from 'react'

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
  const shownAt = useRef(0)
  const key = useRef('')
  useEffect(() => {
    shownAt.current = Date.now()
  }, [])
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
