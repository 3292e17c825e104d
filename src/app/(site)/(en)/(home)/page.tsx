import type { Metadata } from 'next'

import { AlbumGallery } from '@/screens/components/home/AlbumGallery'
import { HeroSlider } from '@/screens/components/home/HeroSlider'
import { PartnersCarousel } from '@/screens/components/home/PartnersCarousel'
import { StatCards } from '@/screens/components/home/StatCards'
import { WelcomePopup } from '@/screens/components/home/WelcomePopup'
import { JsonLd } from '@/screens/components/seo/JsonLd'
import { Section } from '@/screens/components/ui/Section'
import { untranslated } from '@/screens/components/ui/untranslated'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getSiteSettings } from '@/sides/content/contact'
import { getHomeAlbums, getPartners, getPopupImages, getSliderImages, getWelcomeSection } from '@/sides/content/home'
import { getPictureFocus } from '@/sides/content/pictureFocus'
import { PARTNER_SLIDES } from '@/foundations/carouselLayouts'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, textsIn } from '@/foundations/texts'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'home', path: '/' })
}

export default async function HomePage() {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.pages.home
  const messages = texts.messages
  const [settings, slides, welcome, partners, albums, popups, focus] = await Promise.all([
    getSiteSettings(),
    attempt(getSliderImages),
    attempt(getWelcomeSection),
    attempt(getPartners),
    attempt(getHomeAlbums),
    attempt(getPopupImages),
    getPictureFocus(),
  ])
  const address = settings.addresses[0]?.address

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollegeOrUniversity',
          name: settings.campus_name,
          alternateName: settings.campus_abbreviation,
          description: settings.default_description,
          email: settings.email,
          telephone: settings.phones[0],
          address: address ? { '@type': 'PostalAddress', streetAddress: address, addressLocality: 'Colombo', addressCountry: 'LK' } : undefined,
          parentOrganization: settings.parent_body_name ? { '@type': 'Organization', name: settings.parent_body_name, url: settings.parent_body_url || undefined } : undefined,
          sameAs: Object.values(settings.social).filter(Boolean),
        }}
      />
      <h1 className="sr-only">{settings.campus_name}</h1>
      {slides.ok ? <HeroSlider slides={slides.data} focus={focus} texts={texts} /> : <ErrorText messages={messages} className="py-16 text-center" error={new Error(messages.sliderFailed)} />}

      <Section>
        <div className="mx-auto max-w-4xl text-center">
          <h2 className="text-2xl font-bold text-brand-800 sm:text-3xl">{fill(words.welcome, { parent: settings.parent_body_name })}</h2>
          {welcome.ok ? (
            <p {...untranslated(welcome.data.welcome_message, language)} className="mt-5 text-lg leading-relaxed text-slate-700">
              {welcome.data.welcome_message || messages.welcomeFallback}
            </p>
          ) : (
            <ErrorText messages={messages} className="mt-5" error={welcome.error} />
          )}
        </div>
        {welcome.ok ? <StatCards welcome={welcome.data} words={words} language={language} /> : null}
      </Section>

      <Section id="patners" title={words.accreditations} tone="tint">
        {partners.ok ? (
          <PartnersCarousel partners={partners.data} label={words.accreditations} perView={PARTNER_SLIDES} newTab={texts.layout.opensInNewTab} />
        ) : (
          <ErrorText messages={messages} className="text-center" error={new Error(messages.partnersFailed)} />
        )}
      </Section>

      <Section id="gallery" title={words.gallery}>
        {albums.ok ? (
          <AlbumGallery albums={albums.data} defaultName={fill(texts.labels.albumDefault, { abbreviation: settings.campus_abbreviation })} texts={texts} emptyText={messages.noAlbums} focus={focus} />
        ) : (
          <ErrorText messages={messages} className="text-center" error={albums.error} />
        )}
      </Section>

      {popups.ok ? (
        <WelcomePopup popup={popups.data[0] ?? null} language={language} />
      ) : (
        <p role="alert" className="sr-only">
          {messages.popupError}
          {messages.popupFailed}
        </p>
      )}
    </>
  )
}
