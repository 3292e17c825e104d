'use client'

import type React from 'react'

/**
 * A picture's attributes as the page's data carries them: the optimizer's
 * address once, with `{w}` where each width goes, instead of the whole
 * srcset (about a kilobyte a picture, sent in the HTML and again in the data
 * the page's script reads). Made on the server by Img.
 */
export type PictureProps = Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'style'> & {
  /** The address, with `{w}` for the width, when the picture has optimized widths. */
  template?: string
  widths?: number[]
  /** Widths for 1x, 2x screens (a picture of fixed size) rather than for layout widths. */
  density?: boolean
  /** The address of a picture served as it is (no optimized widths). */
  src?: string
  /** A srcset that does not fit the compact form, as it is. */
  srcSet?: string
  /** Fills its positioned box. */
  fill?: boolean
  /** The part kept in view when the picture is cut to its box (CSS object-position): the focal point staff set. */
  position?: string
}

const FILL: React.CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', color: 'transparent' }
const PLAIN: React.CSSProperties = { color: 'transparent' }

export function Picture({ template, widths, density = false, src, srcSet: givenSrcSet, fill = false, position, alt, sizes, ...rest }: PictureProps) {
  const at = (width: number) => (template ?? '').replace('{w}', String(width))
  const srcSet = template && widths ? widths.map((width, index) => `${at(width)} ${density ? `${index + 1}x` : `${width}w`}`).join(', ') : givenSrcSet
  const source = template && widths?.length ? at(widths[widths.length - 1]!) : src
  const style = position ? { ...(fill ? FILL : PLAIN), objectPosition: position } : fill ? FILL : PLAIN
  // src last: the browser reads srcset and sizes before it starts a download.
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's addresses, made by next/image on the server
  return <img {...rest} alt={alt} style={style} sizes={sizes} srcSet={srcSet} src={source} />
}
