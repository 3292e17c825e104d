'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { LoadingImage } from '@/components/ui/LoadingImage'
import { NAVIGATION_LOADING_DELAY_MS } from '@/lib/constants'

import { startsPageNavigation } from './pageNavigation'

/**
 * The loading image while a followed link's page is on its way (§2.4, §2.5:
 * a page shows its loading image while its data loads). Pages are sent whole
 * from the cache, so this is the only wait a visitor sees: it covers the page
 * being left, over everything but the header, until the next one is there.
 *
 * It is one listener for the whole site rather than a Suspense boundary per
 * page (loading.tsx), which made every page's first HTML a spinner followed by
 * the content at the end of the document, swapped in by script (decision 024).
 */
export function NavigationLoading() {
  const pathname = usePathname()
  // The page being left, once the wait has lasted long enough to show.
  const [leaving, setLeaving] = useState<string | null>(null)

  useEffect(() => {
    let timer: number | undefined
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (!link) return
      const click = {
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
        download: link.hasAttribute('download'),
      }
      const from = window.location.pathname
      if (!startsPageNavigation(click, new URL(window.location.href))) return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setLeaving(window.location.pathname === from ? from : null), NAVIGATION_LOADING_DELAY_MS)
    }
    // Coming back to a page kept by the browser (back button) finds nothing on its way.
    const onShow = () => {
      window.clearTimeout(timer)
      setLeaving(null)
    }
    document.addEventListener('click', onClick)
    window.addEventListener('pageshow', onShow)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('click', onClick)
      window.removeEventListener('pageshow', onShow)
    }
  }, [])

  // The next page is there: forget the page left, so coming back to it later shows no wait.
  if (leaving !== null && leaving !== pathname) setLeaving(null)
  if (leaving === null || leaving !== pathname) return null
  return (
    <div className="fixed inset-0 z-20 flex items-center justify-center bg-white/85" data-navigation-loading="">
      <LoadingImage />
    </div>
  )
}
