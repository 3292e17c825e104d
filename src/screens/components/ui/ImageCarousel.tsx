'use client'

import type React from 'react'

import { CarouselSlide, SlideDot } from './CarouselParts'
import { ControlIcon } from './ControlIcon'
import { useCarousel } from './useCarousel'
import { fill } from '@/foundations/texts/translation'
import { useUiWords } from './uiWords'

/**
 * One image at a time with arrows and dots; loops only with more than one
 * image. Used in windows and on cards with several pictures. The pictures
 * (filled boxes, see Img) and their thumbnails come rendered.
 */
export function ImageCarousel({
  slides,
  thumbs,
  label,
  aspect = 'aspect-[4/3]',
  arrows = true,
  dots = true,
}: {
  slides: React.ReactNode[]
  /** Small pictures under the carousel that jump to their slide, in place of the dots. */
  thumbs?: React.ReactNode[]
  label: string
  aspect?: string
  arrows?: boolean
  dots?: boolean
}) {
  const { viewport, selected, previous, next, goTo } = useCarousel({ slides: slides.length, options: { loop: slides.length > 1 } })
  const words = useUiWords()

  if (slides.length === 0) return null
  const many = slides.length > 1
  return (
    <div role="region" aria-roledescription={words.carousel} aria-label={label}>
      <div className="relative">
        <div className="overflow-hidden rounded-lg bg-slate-100" ref={viewport}>
          <div className="flex touch-pan-y">
            {slides.map((slide, index) => (
              <CarouselSlide key={index} index={index} count={slides.length} words={words} className={`relative min-w-0 flex-[0_0_100%] ${aspect}`}>
                {slide}
              </CarouselSlide>
            ))}
          </div>
        </div>
        {arrows && many ? (
          <>
            <button
              type="button"
              onClick={previous}
              aria-label={words.previousImage}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-brand-900 shadow"
            >
              <ControlIcon name="chevronLeft" />
            </button>
            <button
              type="button"
              onClick={next}
              aria-label={words.nextImage}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-brand-900 shadow"
            >
              <ControlIcon name="chevronRight" />
            </button>
          </>
        ) : null}
      </div>
      {dots && many && !thumbs ? (
        <div className="mt-2 flex justify-center gap-1">
          {slides.map((_, index) => (
            <SlideDot
              key={index}
              label={fill(words.showImage, { number: index + 1 })}
              current={index === selected}
              mark={`block h-2 rounded-full ${index === selected ? 'w-5 bg-brand-700' : 'w-2 bg-slate-300'}`}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
      {thumbs && many ? (
        <div className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {thumbs.map((thumb, index) => (
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={fill(words.showImage, { number: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              className={`relative h-16 w-24 shrink-0 overflow-hidden rounded border-2 ${index === selected ? 'border-accent-500' : 'border-transparent'}`}
            >
              {thumb}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
