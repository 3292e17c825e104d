'use client'

import useEmblaCarousel from 'embla-carousel-react'
import Image from 'next/image'
import { useCallback, useEffect, useState } from 'react'

import { Icon } from './Icon'

export type CarouselImage = { url: string; alt: string }

/**
 * One image at a time with arrows and dots; loops only with more than one
 * image. Used in album windows and on cards with several pictures.
 */
export function ImageCarousel({
  images,
  label,
  aspect = 'aspect-[4/3]',
  sizes = '(min-width: 1024px) 60vw, 100vw',
  arrows = true,
  dots = true,
  thumbnails = false,
  onSelect,
}: {
  images: CarouselImage[]
  label: string
  aspect?: string
  sizes?: string
  arrows?: boolean
  dots?: boolean
  thumbnails?: boolean
  onSelect?: (index: number) => void
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: images.length > 1 })
  const [selected, setSelected] = useState(0)

  const sync = useCallback(() => {
    if (!embla) return
    const index = embla.selectedScrollSnap()
    setSelected(index)
    onSelect?.(index)
  }, [embla, onSelect])

  useEffect(() => {
    if (!embla) return
    embla.on('select', sync)
    return () => {
      embla.off('select', sync)
    }
  }, [embla, sync])

  if (images.length === 0) return null
  const many = images.length > 1
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="relative">
        <div className="overflow-hidden rounded-lg bg-slate-100" ref={viewportRef}>
          <div className="flex touch-pan-y">
            {images.map((image, index) => (
              <div
                key={`${image.url}-${index}`}
                className={`relative min-w-0 flex-[0_0_100%] ${aspect}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${images.length}`}
              >
                <Image src={image.url} alt={image.alt} fill sizes={sizes} className="object-cover" />
              </div>
            ))}
          </div>
        </div>
        {arrows && many ? (
          <>
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              aria-label="Previous image"
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-brand-900 shadow"
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              onClick={() => embla?.scrollNext()}
              aria-label="Next image"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-brand-900 shadow"
            >
              <Icon name="chevronRight" />
            </button>
          </>
        ) : null}
      </div>
      {dots && many && !thumbnails ? (
        <div className="mt-2 flex justify-center gap-1">
          {images.map((image, index) => (
            <button
              key={`${image.url}-dot-${index}`}
              type="button"
              onClick={() => embla?.scrollTo(index)}
              aria-label={`Show image ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              className="flex h-6 w-6 items-center justify-center"
            >
              <span className={`block h-2 rounded-full ${index === selected ? 'w-5 bg-brand-700' : 'w-2 bg-slate-300'}`} />
            </button>
          ))}
        </div>
      ) : null}
      {thumbnails && many ? (
        <div className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <button
              key={`${image.url}-thumb-${index}`}
              type="button"
              onClick={() => embla?.scrollTo(index)}
              aria-label={`Show image ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              className={`relative h-16 w-24 shrink-0 overflow-hidden rounded border-2 ${index === selected ? 'border-accent-500' : 'border-transparent'}`}
            >
              <Image src={image.url} alt="" fill sizes="96px" className="object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
