'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { type RefObject, useEffect, useState } from 'react'

import { whenReady } from './whenReady'

type Action = (embla: EmblaCarouselType) => void

/**
 * Embla on a viewport the server already rendered. Until it is needed the
 * slides are laid out by CSS alone (the first ones in view, as Embla starts);
 * the library is fetched when the carousel comes near the screen, or at the
 * first press of one of its buttons, which is then carried out. So carousels
 * further down a page cost the first load nothing.
 */
export function useLazyEmbla(
  viewport: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
  autoplay?: { delay: number },
): { embla: EmblaCarouselType | undefined; run: (action: Action) => void } {
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  // One gate for the component's life; the effect below tells it how to start and when Embla is there.
  const [gate] = useState(() => whenReady<EmblaCarouselType>())
  // Options are plain values; compare them by content so a new object each render starts nothing anew.
  const key = JSON.stringify([options, autoplay])

  useEffect(() => {
    const node = viewport.current
    if (!node) return
    let api: EmblaCarouselType | undefined
    let cancelled = false
    let started = false
    const [settings, timing] = JSON.parse(key) as [EmblaOptionsType, { delay: number } | undefined]
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin()
      },
      { rootMargin: '200px' },
    )
    function begin() {
      if (started) return
      started = true
      observer.disconnect()
      void Promise.all([import('embla-carousel'), timing ? import('embla-carousel-autoplay') : null]).then(([core, plugin]) => {
        if (cancelled || !node) return
        const plugins = plugin && timing ? [plugin.default({ delay: timing.delay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []
        api = core.default(node, settings, plugins)
        gate.ready(api)
        setEmbla(api)
      })
    }
    gate.startWith(begin)
    observer.observe(node)
    return () => {
      cancelled = true
      observer.disconnect()
      gate.reset()
      api?.destroy()
      setEmbla(undefined)
    }
  }, [viewport, key, gate])

  return { embla, run: gate.run }
}
