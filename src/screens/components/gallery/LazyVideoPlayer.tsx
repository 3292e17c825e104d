'use client'

import { clientOnly } from '@/screens/components/pageSpeed/clientOnly'

/** The video player, fetched when a video album's window first opens. */
export const LazyVideoPlayer = clientOnly(
  () => import('./VideoPlayer').then((module) => module.VideoPlayer),
  <div role="status" className="aspect-video rounded-lg bg-black">
    <span className="sr-only">Loading...</span>
  </div>,
)
