import { imgProps } from '@/screens/components/ui/Img'
import type { PopupImage } from '@/sides/content/home'
import type { Language } from '@/foundations/languages'
import { untranslated } from '@/screens/components/ui/untranslated'

import { welcomeScript } from './welcomeSchedule'
import { WelcomeWindow } from './WelcomeWindow'

/**
 * The welcome popup (§2.4): 1 s after the first visit in a browser session,
 * once per session (session flag hasOpenedPopup); closing slides it out over
 * 500 ms before it is removed. Nothing at all when there is no popup image.
 * The window is in the page's HTML, hidden; the inline script after it
 * opens it when due, while the page is still loading (decision 063).
 */
export function WelcomePopup({ popup, language }: { popup: PopupImage | null; language: Language }) {
  if (!popup) return null
  const picture = imgProps(
    { src: popup.image_url, alt: popup.alt, width: popup.width ?? 800, height: popup.height ?? 1100, sizes: '(min-width: 640px) 576px, 100vw' },
    // Fetched while the page loads, so the popup shows its picture at once rather than after a second download.
    { early: true },
  )
  const image = { ...picture, ...untranslated(popup.alt, language) }
  return (
    <>
      <WelcomeWindow popup={{ url: popup.image_url, image }} />
      <script dangerouslySetInnerHTML={{ __html: welcomeScript() }} />
    </>
  )
}
