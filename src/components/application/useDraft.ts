'use client'

import { useEffect } from 'react'

import { type ApplicationFormValues, isUntouched, parseDraft, serializeDraft } from './formValues'
import type { ApplicationForm } from './shared'

const SAVE_DELAY_MS = 400

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage can be switched off; the form then simply keeps no draft.
    return null
  }
}

export function removeDraft(key: string) {
  storage()?.removeItem(key)
}

/**
 * Keeps the typed text and choices (never the files) in this browser while
 * the visitor fills the form, and puts them back when the page is opened
 * again on the same device.
 */
export function useDraft(form: ApplicationForm, key: string, defaults: () => ApplicationFormValues, fixed: Partial<ApplicationFormValues>) {
  useEffect(() => {
    const draft = parseDraft(storage()?.getItem(key) ?? null, defaults())
    if (draft) form.reset({ ...draft, ...fixed }, { keepDefaultValues: true })
    // Restored once per form; `defaults` and `fixed` follow from the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const save = () => {
      timer = undefined
      const values = form.getValues()
      try {
        if (isUntouched(values, defaults())) storage()?.removeItem(key)
        else storage()?.setItem(key, serializeDraft(values))
      } catch {
        // A full storage only costs the draft.
      }
    }
    const subscription = form.watch(() => {
      if (timer) clearTimeout(timer)
      timer = setTimeout(save, SAVE_DELAY_MS)
    })
    // Leaving the page before the delay is up still keeps the last keystrokes.
    const flush = () => {
      if (timer) {
        clearTimeout(timer)
        save()
      }
    }
    window.addEventListener('pagehide', flush)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('pagehide', flush)
      flush()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
