'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { LoadingImage } from '@/screens/components/ui/LoadingImage'
import { SITE_LINK_ATTRIBUTE } from '@/screens/components/ui/SiteLink'
import { NAVIGATION_LOADING_DELAY_MS } from '@/foundations/motion'

import { startsPageNavigation } from './pageNavigation'

/**
 * Following the site's links in the page, for the whole site in one listener.
 *
 * - A plain click on a SiteLink goes to its page with Next's router: the page
 *   comes as data, and the scripts already running stay. The links themselves
 *   are plain markup with no code (SiteLink).
 * - The loading image shows while a followed link's page is on its way
 *   (§2.4, §2.5: a page shows its loading image while its data loads). Pages
 *   are sent whole from the cache, so this is the only wait a visitor sees:
 *   it covers the page being left, over everything but the header, until the
 *   next one is there. One listener rather than a Suspense boundary per page
 *   (loading.tsx), which would put each page's content at the end of its
 *   HTML, behind a spinner, to be moved in by script (decision 063).
 */
export function SiteNavigation() {
  const pathname = usePathname()
  const router = useRouter()
  // The page being left, once the wait has lasted long enough to show.
  const [leaving, setLeaving] = useState<string | null>(null)

  useEffect(() => {
    let timer: number | undefined
    const onClick = (event: MouseEvent) => {
      // Taken by the page already (a section link of the page in view, a menu's own handling).
      if (event.defaultPrevented) return
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
      if (link.hasAttribute(SITE_LINK_ATTRIBUTE)) {
        event.preventDefault()
        router.push(click.href!)
      }
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
  }, [router])

  // The next page is there: forget the page left, so coming back to it later shows no wait.
  if (leaving !== null && leaving !== pathname) setLeaving(null)
  if (leaving === null || leaving !== pathname) return null
  return (
    <div className="fixed inset-0 z-20 flex items-center justify-center bg-white/85" data-navigation-loading="">
      <LoadingImage />
    </div>
  )
}
