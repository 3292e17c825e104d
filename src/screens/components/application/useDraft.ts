'use client'

import { useEffect } from 'react'

import type { ApplicationFormValues } from './formValues'
import { forgetOldDrafts, readDraft, writeDraft } from './localDraft'
import type { ApplicationForm } from './section'

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
 * Keeps the typed text and choices in this browser while the visitor fills
 * the form, and puts them back when the page is opened again on the same
 * device within the draft's lifetime. Never kept: the files, the NIC and the
 * date of birth (formValues.ts decides what a draft holds).
 */
export function useDraft(form: ApplicationForm, key: string, defaults: () => ApplicationFormValues, fixed: Partial<ApplicationFormValues>) {
  useEffect(() => {
    const store = storage()
    if (!store) return
    let draft: ApplicationFormValues | null = null
    try {
      forgetOldDrafts(store, defaults())
      draft = readDraft(store, key, defaults())
    } catch {
      // Storage that fails to answer only costs the draft.
    }
    if (draft) form.reset({ ...draft, ...fixed }, { keepDefaultValues: true })
    // Restored once per form; `defaults` and `fixed` follow from the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const save = () => {
      timer = undefined
      const values = form.getValues()
      const store = storage()
      try {
        if (store) writeDraft(store, key, values, defaults())
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
