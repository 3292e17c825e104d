'use client'

import { useReportWebVitals } from 'next/web-vitals'

/** Sends each page-speed measurement to our own endpoint, which logs it. */
export function WebVitalsReporter() {
  useReportWebVitals((metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      path: window.location.pathname,
    })
    if (!navigator.sendBeacon?.('/web-vitals', new Blob([body], { type: 'application/json' }))) {
      void fetch('/web-vitals', { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {})
    }
  })
  return null
}
