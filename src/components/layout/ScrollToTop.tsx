'use client'

import { useEffect, useState } from 'react'

import { ControlIcon } from '@/components/ui/ControlIcon'
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/constants'

/** Bottom-left button that appears once the page is scrolled past 300 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
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
      aria-label="Scroll to top"
    >
      <ControlIcon name="arrowUp" className="h-6 w-6" />
    </button>
  )
}
