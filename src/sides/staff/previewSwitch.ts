/**
 * /preview?path=…: turns on preview for a signed-in staff member and opens
 * the page, where the drafts show (src/sides/content/draftReads.ts). Anyone else is
 * sent to the published page, and nothing is turned on: a preview address
 * copied into a chat shows a visitor nothing new. /preview?leave&path=…
 * turns it off again.
 */
import { draftMode } from 'next/headers'

import { payloadClient } from '@/model/payloadClient'

const MAX_PATH = 2000

/** A path on this site; anything else (another host, a scheme, a backslash trick) opens the home page. */
export function sitePath(value: string | null): string {
  if (!value || value.length > MAX_PATH || !value.startsWith('/') || /^\/[/\\]/.test(value) || /[\u0000-\u001f\\]/.test(value)) return '/'
  return value
}

/**
 * The path as a `Location` header can carry it: a header holds bytes, so a
 * character outside printable ASCII (a path in Sinhala or Tamil, an ideographic
 * full stop) is sent %-encoded as UTF-8, as a browser sends it; `%` and the
 * rest stay as they are.
 */
export function locationOf(path: string): string {
  return path.toWellFormed().replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character))
}

const goTo = (path: string) => new Response(null, { status: 303, headers: { Location: locationOf(path), 'Cache-Control': 'no-store' } })

export async function openPreview(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = sitePath(url.searchParams.get('path'))
  const mode = await draftMode()
  if (url.searchParams.has('leave')) {
    mode.disable()
    return goTo(path)
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!user) return goTo(path)
  mode.enable()
  return goTo(path)
}
