'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * A map from an outside provider, framed only when the visitor comes within
 * a screen's height of it. The browser's own lazy loading frames it up to
 * about 3,000 px ahead, so on most pages at phone width the footer's map
 * (the provider's page, its script and its tiles) would share a slow line
 * with the page's own pictures and scripts during the load
 * (docs/decisions/063). Until then the box keeps the map's place, so
 * nothing moves.
 *
 * Without scripts the map is framed from <noscript>.
 * The frame sends the provider only the site's origin (the site's own
 * Referrer-Policy), not the page's address.
 */
export function MapEmbed({ src, title, className }: { src: string; title: string; className: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element || near) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '100% 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  const frame = <iframe src={src} title={title} loading="lazy" className="h-full w-full border-0" />
  return (
    <div ref={box} data-map-embed className={`overflow-hidden ${className}`}>
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  )
}
