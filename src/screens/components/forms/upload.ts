/**
 * Sends a multipart form and reports how much of it has gone up. fetch()
 * cannot report upload progress, so this one send uses XMLHttpRequest; the
 * headers (XSRF token, idempotency key) and the reading of the reply are the
 * same as submitForm's, so a resend after a dropped connection is stored once.
 */
import { DEFAULT_LANGUAGE, type Language } from '@/foundations/languages'
import { fill } from '@/foundations/texts/translation'

import { formAddress, readReply, sendHeaders, type SubmitResult } from './submit'

export type UploadOutcome =
  /** The server answered (accepted or refused). */
  | { kind: 'reply'; result: SubmitResult }
  /** The connection failed before a reply came: the body may or may not have arrived. */
  | { kind: 'dropped' }
  /** The visitor stopped the send. */
  | { kind: 'cancelled' }

export type UploadCallbacks = {
  /** Bytes of the body sent so far, of `total`. */
  onProgress: (sent: number, total: number) => void
  /** The whole body is sent: only the server's work is left. */
  onUploaded: () => void
}

export type Upload = { done: Promise<UploadOutcome>; cancel: () => void }

export function sendWithProgress(
  path: string,
  body: FormData,
  idempotencyKey: string,
  failureMessage: string,
  callbacks: UploadCallbacks,
  language: Language = DEFAULT_LANGUAGE,
): Upload {
  const request = new XMLHttpRequest()
  let cancelled = false
  const done = (async (): Promise<UploadOutcome> => {
    const headers = await sendHeaders(idempotencyKey)
    if (cancelled) return { kind: 'cancelled' }
    return new Promise<UploadOutcome>((resolve) => {
      request.open('POST', formAddress(path, language))
      request.withCredentials = true
      for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) callbacks.onProgress(event.loaded, event.total)
      })
      request.upload.addEventListener('load', () => callbacks.onUploaded())
      request.addEventListener('load', () => resolve({ kind: 'reply', result: readReply(request.status, request.responseText, failureMessage) }))
      request.addEventListener('error', () => resolve({ kind: 'dropped' }))
      request.addEventListener('timeout', () => resolve({ kind: 'dropped' }))
      request.addEventListener('abort', () => resolve(cancelled ? { kind: 'cancelled' } : { kind: 'dropped' }))
      request.send(body)
    })
  })()
  return {
    done,
    cancel: () => {
      cancelled = true
      request.abort()
    },
  }
}

/** Whole percent sent, never past 100 and never 100 before the last byte. */
export function percentSent(sent: number, total: number): number {
  if (!(total > 0) || !(sent > 0)) return 0
  if (sent >= total) return 100
  return Math.min(99, Math.floor((sent / total) * 100))
}

function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** The words of the sending window (the application's, in the page's language). */
export type ProgressWords = { startingToSend: string; sentOf: string; sentAnnouncement: string }

/** 'Sent 1.2 MB of 4.0 MB (30%)'. */
export function progressText(sent: number, total: number, words: ProgressWords): string {
  if (!(total > 0)) return words.startingToSend
  return fill(words.sentOf, { sent: megabytes(Math.min(sent, total)), total: megabytes(total), percent: percentSent(sent, total) })
}

/**
 * What a screen reader is told: only every 25%, so a slow upload is not read
 * out at each of its many progress events.
 */
export function progressAnnouncement(sent: number, total: number, words: ProgressWords): string {
  const step = Math.floor(percentSent(sent, total) / 25) * 25
  return fill(words.sentAnnouncement, { percent: step })
}
