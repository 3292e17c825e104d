'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { ANCHOR_SCROLL_MS, HASH_RESCROLL_MS } from '@/foundations/motion'

import { elementForHash, scrollToElement } from './scroll'

/**
 * Smooth anchor scrolling for the whole site: a click on a link to a section of
 * the page in view scrolls there (800 ms, 80 px below the header); an address
 * with a hash scrolls to its section on load and once more after 300 ms, when
 * pictures above it have taken their height.
 */
export function AnchorScroll() {
  const pathname = usePathname()

  useEffect(() => {
    if (!window.location.hash) return
    let again: number | undefined
    // Pictures and late content can move the section after the jump; until the
    // visitor scrolls for themselves, keep it in place for a few seconds.
    let visitorMoved = false
    const markMoved = () => (visitorMoved = true)
    const interactions = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const
    interactions.forEach((type) => window.addEventListener(type, markMoved, { passive: true }))
    let resizes: ResizeObserver | undefined
    const arrive = (element: Element) => {
      scrollToElement(element, 0)
      again = window.setTimeout(() => scrollToElement(element, 0), HASH_RESCROLL_MS)
      resizes = new ResizeObserver(() => {
        const target = element.isConnected ? element : elementForHash(window.location.hash)
        if (!visitorMoved && target) scrollToElement(target, 0)
      })
      resizes.observe(document.body)
      window.setTimeout(() => resizes?.disconnect(), 3000)
    }
    const stopWatching = () => {
      resizes?.disconnect()
      interactions.forEach((type) => window.removeEventListener(type, markMoved))
    }
    const present = elementForHash(window.location.hash)
    if (present) {
      arrive(present)
      return () => {
        window.clearTimeout(again)
        stopWatching()
      }
    }
    // The section may still be streaming in behind the loading image: wait for it.
    const observer = new MutationObserver(() => {
      const element = elementForHash(window.location.hash)
      if (!element) return
      observer.disconnect()
      arrive(element)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const giveUp = window.setTimeout(() => observer.disconnect(), 10_000)
    return () => {
      observer.disconnect()
      window.clearTimeout(giveUp)
      window.clearTimeout(again)
      stopWatching()
    }
  }, [pathname])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || !url.hash) return
      const element = elementForHash(url.hash)
      if (!element) return
      event.preventDefault()
      window.history.pushState(null, '', url.hash)
      scrollToElement(element, ANCHOR_SCROLL_MS)
      window.dispatchEvent(new CustomEvent('anchor-navigate'))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return null
}
