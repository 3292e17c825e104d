/**
 * Preview: a signed-in staff member who opened a page through /preview sees
 * its drafts (docs/decisions/052). Such a request has Next's draft mode on,
 * which renders the page for that request alone and keeps it out of the
 * cache; the reads then skip the content cache too, and ask Payload for the
 * latest version of every record. Draft mode without a staff session (a
 * copied cookie, a session signed out since) shows the published page.
 *
 * /v1 and the sitemap never preview, whatever the request carries: they run
 * inside `publishedOnly`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

const draftReads = new AsyncLocalStorage<true>()
const publishedOnlyScope = new AsyncLocalStorage<true>()

/** True inside the reads of a preview: find the latest version, drafts included. */
export function readsDrafts(): boolean {
  return draftReads.getStore() === true
}

export function withDraftReads<T>(read: () => Promise<T>): Promise<T> {
  return draftReads.run(true, read)
}

/** Runs `answer` on published content only, whatever cookies the request carries. */
export function publishedOnly<T>(answer: () => Promise<T>): Promise<T> {
  return publishedOnlyScope.run(true, answer)
}

async function draftModeOn(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (a script, a test, a job): no preview.
    return false
  }
}

/** Whether this request is a staff member's preview. Asked once per render. */
export const previewing = cache(async (): Promise<boolean> => {
  if (!process.env.NEXT_RUNTIME || publishedOnlyScope.getStore() || !(await draftModeOn())) return false
  // Loaded here, not at the top: the cache (src/sides/content/cachedRead.ts) imports this module, and the
  // collections' save hooks import the cache, so a top-level import would load the config inside itself.
  const { payloadClient } = await import('@/model/payloadClient')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  return Boolean(user)
})
