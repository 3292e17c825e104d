'use client'

import type { EmblaOptionsType } from 'embla-carousel'
import { useEffect, useRef, useState } from 'react'

import { useLazyEmbla } from '@/screens/components/pageSpeed/useLazyEmbla'

/**
 * What the Embla carousels (Carousel, ImageCarousel) share around their own
 * markup: the viewport Embla takes over once it is needed (useLazyEmbla),
 * which stop is selected, how many stops there are, and the moves their
 * arrows, dots and thumbnails make. A move made before Embla is there
 * fetches it and is carried out when it arrives.
 *
 * Until Embla has measured, there is one stop per slide and the first is
 * selected, so the server's HTML has every control and nothing below them
 * moves when Embla starts.
 */
export function useCarousel({ slides, options, autoplay }: { slides: number; options: EmblaOptionsType; autoplay?: { delay: number } }) {
  const viewport = useRef<HTMLDivElement>(null)
  const { embla, run } = useLazyEmbla(viewport, options, autoplay)
  const [selected, setSelected] = useState(0)
  const [stops, setStops] = useState(slides)

  useEffect(() => {
    if (!embla) return
    const sync = () => {
      setSelected(embla.selectedScrollSnap())
      setStops(embla.scrollSnapList().length)
    }
    // The first read once Embla has measured the slides; a press that brought Embla in has already moved it.
    const first = requestAnimationFrame(sync)
    embla.on('select', sync).on('reInit', sync)
    return () => {
      cancelAnimationFrame(first)
      embla.off('select', sync).off('reInit', sync)
    }
  }, [embla])

  return {
    viewport,
    selected,
    stops,
    previous: () => run((api) => api.scrollPrev()),
    next: () => run((api) => api.scrollNext()),
    goTo: (index: number) => run((api) => api.scrollTo(index)),
  }
}
