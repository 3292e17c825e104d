'use client'

import { useReportWebVitals } from 'next/web-vitals'
import { useEffect } from 'react'

import { whenIdle } from '@/foundations/whenIdle'

// Measurements waiting for a quiet moment. Sending one costs the main thread a
// few milliseconds, and most arrive while the page is still loading.
const waiting: string[] = []
let scheduled = false

function send(body: string) {
  if (!navigator.sendBeacon?.('/web-vitals', new Blob([body], { type: 'application/json' }))) {
    void fetch('/web-vitals', { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {})
  }
}

function sendWaiting() {
  scheduled = false
  for (const body of waiting.splice(0)) send(body)
}

/** Sends each page-speed measurement to our own endpoint, which logs it: when the browser is idle, or at once when the page is being left. */
export function WebVitalsReporter() {
  useReportWebVitals((metric) => {
    waiting.push(
      JSON.stringify({
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        id: metric.id,
        path: window.location.pathname,
      }),
    )
    // Hidden: the page may be gone before the browser is idle again.
    if (document.visibilityState === 'hidden') return sendWaiting()
    if (scheduled) return
    scheduled = true
    whenIdle(sendWaiting, { timeout: 5000, fallbackMs: 1000 })
  })
  useEffect(() => {
    window.addEventListener('pagehide', sendWaiting)
    return () => window.removeEventListener('pagehide', sendWaiting)
  }, [])
  return null
}
