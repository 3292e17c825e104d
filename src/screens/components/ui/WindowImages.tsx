'use client'

import Image from 'next/image'

import { ImageCarousel } from './ImageCarousel'

/** `position`: the CSS object-position of the focal point staff set, when it is off the centre. */
type Picture = { url: string; alt: string; position?: string }

const focus = (image: Picture) => (image.position ? { objectPosition: image.position } : undefined)

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
        <Image key={index} src={image.url} alt={image.alt} fill sizes="(min-width: 1024px) 60vw, 100vw" className="object-cover" style={focus(image)} />
      ))}
      thumbs={thumbnails ? images.map((image, index) => <Image key={index} src={image.url} alt="" fill sizes="96px" className="object-cover" style={focus(image)} />) : undefined}
    />
  )
}
