'use client'

import type React from 'react'

import type { SlidesByWidth } from '@/foundations/carouselLayouts'

import { CarouselSlide, SlideDot } from './CarouselParts'
import { ControlIcon } from './ControlIcon'
import { useCarousel } from './useCarousel'
import { useUiWords } from './uiWords'
import { fill } from '@/foundations/texts/translation'

/** The widths at which a carousel may change its number of slides. */
const BREAKPOINTS = [0, 600, 640, 1024, 1280, 1536] as const

function slidesAt(table: SlidesByWidth, width: number): number {
  return table.find((entry) => width >= entry.minWidth)?.slides ?? 1
}

/** CSS variables giving the slides per view at each breakpoint (see .carousel in globals.css). */
function slideVariables(table: SlidesByWidth): React.CSSProperties {
  return Object.fromEntries(BREAKPOINTS.map((width) => [`--n-${width}`, String(slidesAt(table, width))])) as React.CSSProperties
}

/**
 * A carousel of slides the server rendered: this holds only the controls and
 * hands the sliding to Embla once it is needed (see useCarousel).
 */
export function Carousel({
  label,
  slides,
  perView,
  loop,
  autoplayMs,
  durationMs = 500,
  dots = true,
  dotsFromWidth = 0,
  arrows = true,
  className = '',
}: {
  label: string
  slides: React.ReactNode[]
  perView: SlidesByWidth
  loop: boolean
  autoplayMs?: number
  durationMs?: number
  dots?: boolean
  /** Hide the dots below this viewport width. */
  dotsFromWidth?: number
  arrows?: boolean
  className?: string
}) {
  const { viewport, selected, stops, previous, next, goTo } = useCarousel({
    slides: slides.length,
    options: { loop, align: 'start', slidesToScroll: 1, duration: Math.max(15, Math.round(durationMs / 16)) },
    autoplay: autoplayMs ? { delay: autoplayMs } : undefined,
  })

  const words = useUiWords()
  const dotsClass = dotsFromWidth >= 600 ? 'hidden xs:flex' : 'flex'
  return (
    <div className={`relative ${className}`} role="region" aria-roledescription={words.carousel} aria-label={label}>
      {/* Positioned, so what is absolutely placed inside a slide (screen-reader text) is clipped with it, before Embla moves the track too. */}
      <div className="carousel relative overflow-hidden" ref={viewport} style={slideVariables(perView)}>
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <CarouselSlide key={index} index={index} count={slides.length} words={words} className="carousel-slide min-w-0 px-2">
              {slide}
            </CarouselSlide>
          ))}
        </div>
      </div>
      {arrows && stops > 1 ? (
        <div className="mt-4 flex justify-center gap-3">
          <button
            type="button"
            className="rounded-full border border-brand-100 bg-white p-2 text-brand-800 shadow hover:bg-brand-50 disabled:opacity-40"
            onClick={previous}
            disabled={!loop && selected === 0}
            aria-label={fill(words.previous, { label })}
          >
            <ControlIcon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="rounded-full border border-brand-100 bg-white p-2 text-brand-800 shadow hover:bg-brand-50 disabled:opacity-40"
            onClick={next}
            disabled={!loop && selected === stops - 1}
            aria-label={fill(words.next, { label })}
          >
            <ControlIcon name="chevronRight" />
          </button>
        </div>
      ) : null}
      {dots && stops > 1 ? (
        <div className={`${dotsClass} mt-3 flex-wrap justify-center gap-1`}>
          {Array.from({ length: stops }, (_, index) => (
            <SlideDot
              key={index}
              label={fill(words.goToSlide, { number: index + 1 })}
              current={index === selected}
              mark={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300'}`}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}
