'use client'

import { useEffect, useState } from 'react'

import { ControlIcon } from '@/screens/components/ui/ControlIcon'
import { SCROLL_TOP_THRESHOLD_PX } from '@/foundations/motion'

import { coversAny, scrollTopZone } from './scrollTopOverlap'

/** Whether the button may show now: scrolled past the threshold, and no form under its corner. */
function mayShow(): boolean {
  if (window.scrollY <= SCROLL_TOP_THRESHOLD_PX) return false
  const forms = Array.from(document.forms, (form) => form.getBoundingClientRect())
  return !coversAny(scrollTopZone(window.innerHeight), forms)
}

/**
 * Bottom-left button that appears once the page is scrolled past 300 px. It
 * stays away while a form lies under that corner (on a phone, where forms
 * span the screen), so it never covers a field or a form's button.
 */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        setVisible(mayShow())
      })
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    // A form grows (an added row, a message) without any scroll.
    const resized = new ResizeObserver(update)
    resized.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      resized.disconnect()
    }
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
      }}
      className="fixed bottom-5 left-5 z-40 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800"
      aria-label={label}
    >
      <ControlIcon name="arrowUp" className="h-6 w-6" />
    </button>
  )
}
