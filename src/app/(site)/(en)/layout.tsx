import './globals.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { preload } from 'react-dom'

import { AnchorScroll } from '@/screens/components/layout/AnchorScroll'
import { Footer } from '@/screens/components/layout/Footer'
import { Header } from '@/screens/components/layout/Header'
import { LiveChat } from '@/screens/components/layout/LiveChat'
import { PreviewBar } from '@/screens/components/layout/PreviewBar'
import { SiteNavigation } from '@/screens/components/layout/SiteNavigation'
import { ScrollToTop } from '@/screens/components/layout/ScrollToTop'
import { TopStrip } from '@/screens/components/layout/TopStrip'
import { UiWords } from '@/screens/components/ui/uiWords'
import { WebVitals } from '@/screens/components/layout/WebVitals'
import { Island } from '@/screens/components/pageSpeed/Island'
import { attempt } from '@/screens/components/ui/States'
import { getSiteSettings, type SiteSettings } from '@/sides/content/contact'
import { previewing } from '@/sides/content/draftReads'
import { getServiceLinks } from '@/sides/content/services'
import { shownLanguage } from '@/sides/content/pageLanguage'
import { getEnv } from '@/settings'
import { DEFAULT_LANGUAGE, LANGUAGE_FONT_STYLESHEETS, LANGUAGES, LANGUAGE_TAGS, latin1Html, type Language } from '@/foundations/languages'
import { textsIn } from '@/foundations/texts'
import { APPLICATION_FEE_RS, DEFAULT_COPYRIGHT_YEAR } from '@/foundations/siteDefaults'
import { errorText } from '@/foundations/pageMessages'
import { liveChatScriptToLoad } from '@/services/security/liveChat'

import { siteUrl } from './pageMetadata'

// Pages are rendered once and served from the cache (src/server/cache/cacheHandler.mjs)
// until a save expires what they show. A shared cache in front of the site
// (s-maxage) asks again after a minute; the site re-renders a page at most
// once a minute as a safety net for changes made outside the back office.
export const revalidate = 60

/** Each language named in itself, for the switcher: as character references, so an English page stays Latin-1 (docs/decisions/068). */
const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((language) => [language, latin1Html(textsIn(language).language.name)])) as Record<Language, string>

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings().catch(() => null)
  return { metadataBase: siteUrl(), title: settings?.campus_name || 'Campus' }
}

export const viewport: Viewport = { themeColor: '#0f2f60', width: 'device-width', initialScale: 1 }

const EMPTY_SETTINGS: SiteSettings = {
  campus_name: '',
  campus_abbreviation: '',
  parent_body_name: '',
  product_name: '',
  default_description: '',
  default_share_image_url: '',
  logo_url: '',
  footer_tagline: 'Expand the Boundaries of Quality Education with world-class standards.',
  copyright_year: DEFAULT_COPYRIGHT_YEAR,
  addresses: [],
  phones: [],
  email: '',
  parent_body_url: '',
  map_url: '',
  social: { instagram: '', facebook: '', linkedin: '', tiktok: '' },
  postgraduate_mba_url: '',
  live_chat: { enabled: false, script_url: '' },
  application_fee: APPLICATION_FEE_RS,
  fee_bank: null,
  admissions_email: '',
}

/**
 * The root of the English pages (static: English has no segment of its own,
 * docs/decisions/068) and, through src/app/(site)/[lang]/layout.tsx, of the
 * Sinhala and Tamil ones.
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const language = await shownLanguage()
  const texts = textsIn(language)
  const [preview, settingsResult, lms, ims, officeSuite] = await Promise.all([
    previewing(),
    attempt(getSiteSettings),
    attempt(() => getServiceLinks('lms')),
    attempt(() => getServiceLinks('ims')),
    attempt(() => getServiceLinks('office-suite')),
  ])
  const settings = settingsResult.ok ? settingsResult.data : EMPTY_SETTINGS
  const failed = [lms, ims, officeSuite].find((result) => !result.ok)
  const serviceError = failed && !failed.ok ? errorText(failed.error, texts.messages) : ''
  const usefulLinks = [...(lms.ok ? lms.data : []), ...(ims.ok ? ims.data : [])]
  // Only from an origin the operator allowed, whatever the database holds.
  const liveChatScript = liveChatScriptToLoad(settings.live_chat, getEnv().liveChatOrigins)
  const fonts = LANGUAGE_FONT_STYLESHEETS[language]
  // The regular weight is asked for with the page, not only once the stylesheet has been read.
  if (fonts) preload(fonts.firstFont, { as: 'font', type: 'font/woff2', crossOrigin: '' })

  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <body className="flex min-h-screen flex-col font-sans">
        {/* The first paint waits until the header and contact strip are all there (React puts this in the head):
            a half-read bar would move as the rest of it came. */}
        <link rel="expect" href="#main" blocking="render" />
        {/* Sinhala and Tamil pages only: the script's font and its line spacing (React puts it in the head). */}
        {fonts ? <link rel="stylesheet" href={fonts.stylesheet} precedence="default" /> : null}
        <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          {texts.layout.skipToContent}
        </a>
        {preview ? <PreviewBar /> : null}
        {/* Each part hydrates on its own, in short steps (docs/decisions/063). */}
        <Island>
          <TopStrip settings={settings} languageNames={LANGUAGE_NAMES} languageLabel={texts.language.switcher} newTab={texts.layout.opensInNewTab} />
          <Header
            campusName={settings.campus_name}
            abbreviation={settings.campus_abbreviation}
            logoUrl={settings.logo_url}
            serviceError={serviceError}
            language={language}
            texts={texts}
          />
        </Island>
        <main id="main" className="flex-1">
          {/* The shared controls (carousels, Read More, windows) read their words in the page's language from here;
              they know English without being handed it, so an English page carries none of them in its data. */}
          {language === DEFAULT_LANGUAGE ? (
            <Island>{children}</Island>
          ) : (
            <UiWords words={texts.ui}>
              <Island>{children}</Island>
            </UiWords>
          )}
        </main>
        <Island>
          <Footer settings={settings} usefulLinks={usefulLinks} language={language} texts={texts} />
        </Island>
        <SiteNavigation />
        <ScrollToTop label={texts.layout.scrollToTop} />
        <AnchorScroll />
        <WebVitals />
        {liveChatScript ? <LiveChat scriptUrl={liveChatScript} /> : null}
      </body>
    </html>
  )
}
