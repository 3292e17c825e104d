'use client'

import { clientOnly } from '@/screens/components/pageSpeed/clientOnly'

/**
 * Page-speed reporting, fetched once the page has come to life: the browser
 * keeps the measurements until then (buffered), so nothing is lost, and the
 * page's first script does not carry the measuring library.
 */
export const WebVitals = clientOnly(() => import('./WebVitalsReporter').then((module) => module.WebVitalsReporter))
