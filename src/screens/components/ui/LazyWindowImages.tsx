'use client'

import { clientOnly } from '@/screens/components/pageSpeed/clientOnly'

/** WindowImages, fetched when a window that shows them first opens. */
export const LazyWindowImages = clientOnly(
  () => import('./WindowImages').then((module) => module.WindowImages),
  <div role="status" className="aspect-[4/3] rounded-lg bg-slate-100">
    <span className="sr-only">Loading...</span>
  </div>,
)
