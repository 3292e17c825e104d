'use client'

import Image from 'next/image'

import { ImageCarousel } from './ImageCarousel'

type Picture = { url: string; alt: string }

/**
 * The pictures of a window (album, news, club, event, sport). Loaded with the
 * window's first opening (see LazyWindowImages), so the image component's
 * script is fetched only then, and the page carries the addresses alone.
 */
export function WindowImages({ images, label, thumbnails = false }: { images: Picture[]; label: string; thumbnails?: boolean }) {
  return (
    <ImageCarousel
      label={label}
      slides={images.map((image, index) => (
        <Image key={index} src={image.url} alt={image.alt} fill sizes="(min-width: 1024px) 60vw, 100vw" className="object-cover" />
      ))}
      thumbs={thumbnails ? images.map((image, index) => <Image key={index} src={image.url} alt="" fill sizes="96px" className="object-cover" />) : undefined}
    />
  )
}
