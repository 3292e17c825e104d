'use client'

import { useCallback, useEffect, useState } from 'react'
import type React from 'react'

import { SlideDot } from '@/screens/components/ui/CarouselParts'
import { ControlIcon } from '@/screens/components/ui/ControlIcon'
import { useUiWords } from '@/screens/components/ui/uiWords'
import { SLIDER_FADE_MS, SLIDER_INTERVAL_MS } from '@/foundations/motion'
import { fill } from '@/foundations/texts/translation'
import { whenIdle } from '@/foundations/whenIdle'

/** `lang`, `pictureLang`: 'en' for a caption, a picture's text, still in English on a Sinhala or Tamil page. */
type Slide = { id: number; caption: string; lang?: 'en'; pictureLang?: 'en'; picture: React.ReactNode }

/** The neighbours are in the page by then even if the browser is never idle: the first change comes at 5 s. */
const NEIGHBOURS_WITHIN_MS = 2000

/**
 * The slider's controls and timing around pictures the server rendered (see
 * HeroSlider). Only the current image and its two neighbours are in the page,
 * so the next and previous ones are loaded before they are needed and no
 * others are. The page arrives with the first image alone: its neighbours
 * join once the browser is idle (well inside the first 5 s), so on a slow
 * line they do not compete with the page's own scripts.
 */
export function HeroSlides({ slides }: { slides: Slide[] }) {
  const words = useUiWords()
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  // Bumped by the arrows and dots, so a visitor's choice gets a full 5 s.
  const [manualMoves, setManualMoves] = useState(0)
  const count = slides.length

  const [neighbours, setNeighbours] = useState(false)
  useEffect(() => whenIdle(() => setNeighbours(true), { timeout: NEIGHBOURS_WITHIN_MS }), [])

  const go = useCallback(
    (index: number) => {
      setCurrent(((index % count) + count) % count)
      setManualMoves((moves) => moves + 1)
      setNeighbours(true)
    },
    [count],
  )

  useEffect(() => {
    if (count < 2 || paused) return
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), SLIDER_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [count, paused, manualMoves])

  const mounted = new Set(neighbours ? [current, (current + 1) % count, (current - 1 + count) % count] : [current])
  const slide = slides[current] as Slide
  return (
    <section aria-roledescription="carousel" aria-label={words.heroLabel} className="relative bg-brand-900">
      <div className="relative aspect-[16/9] w-full overflow-hidden sm:aspect-[16/7]">
        {slides.map((item, index) =>
          mounted.has(index) ? (
            <div
              key={item.id}
              aria-hidden={index !== current}
              data-slide={index}
              lang={item.pictureLang}
              className="absolute inset-0 transition-opacity ease-in-out"
              style={{ opacity: index === current ? 1 : 0, transitionDuration: `${SLIDER_FADE_MS}ms` }}
            >
              {item.picture}
            </div>
          ) : null,
        )}
        {slide.caption ? (
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent px-4 pt-16 pb-12 sm:px-10">
            <p lang={slide.lang} aria-live={paused ? 'polite' : 'off'} className="mx-auto max-w-7xl text-xl font-bold text-white drop-shadow sm:text-4xl">
              {slide.caption}
            </p>
          </div>
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={words.previousSlide}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/80 p-2 text-brand-900 shadow hover:bg-white sm:left-4"
            >
              <ControlIcon name="chevronLeft" className="h-6 w-6" />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={words.nextSlide}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/80 p-2 text-brand-900 shadow hover:bg-white sm:right-4"
            >
              <ControlIcon name="chevronRight" className="h-6 w-6" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? words.playSlideshow : words.pauseSlideshow}
            className="mr-2 flex h-6 w-6 items-center justify-center rounded-full bg-white/80 text-[0.6rem] font-bold text-brand-900"
          >
            {paused ? '▶' : '❚❚'}
          </button>
          {slides.map((item, index) => (
            <SlideDot
              key={item.id}
              label={fill(words.showSlide, { number: index + 1 })}
              current={index === current}
              mark={`block h-2.5 rounded-full transition-all ${index === current ? 'w-6 bg-accent-400' : 'w-2.5 bg-white/70'}`}
              onClick={() => go(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
