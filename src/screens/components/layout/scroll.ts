import { ANCHOR_OFFSET_PX } from '@/foundations/motion'

/** Scrolls to an element, `ANCHOR_OFFSET_PX` above it, easing over `durationMs`. */
export function scrollToElement(element: Element, durationMs: number): void {
  const target = element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  if (reduceMotion || durationMs <= 0) {
    window.scrollTo(0, target)
    return
  }
  const start = window.scrollY
  const distance = target - start
  const startedAt = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs)
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2
    window.scrollTo(0, start + distance * eased)
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/**
 * The section a hash names, once it is laid out: while a page streams in, its
 * sections first arrive in a hidden holder, where they have no position yet.
 */
export function elementForHash(hash: string): Element | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  const element = id ? document.getElementById(id) : null
  return element && element.getClientRects().length > 0 ? element : null
}
