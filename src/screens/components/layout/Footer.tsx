import { SiteLink } from '@/screens/components/ui/SiteLink'

import { Icon } from '@/screens/components/ui/Icon'
import { MapEmbed } from '@/screens/components/pageSpeed/MapEmbed'
import type { SiteSettings } from '@/sides/content/contact'
import type { ServiceLink } from '@/sides/content/services'
import { pathIn, type Language } from '@/foundations/languages'
import { FOOTER_LINKS, PRIVACY_PATH } from '@/foundations/navigation'
import { fill, type SiteTexts } from '@/foundations/texts'

import { InlineText, untranslated } from '@/screens/components/ui/untranslated'

import { SocialLinks } from './SocialLinks'

const heading = 'mb-4 text-sm font-bold tracking-wider text-accent-400 uppercase'

type Props = { settings: SiteSettings; usefulLinks: ServiceLink[]; language: Language; texts: SiteTexts }

export function Footer({ settings, usefulLinks, language, texts }: Props) {
  const words = texts.layout
  return (
    <footer className="bg-brand-900 text-sm text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{settings.campus_name}</p>
          <p {...untranslated(settings.footer_tagline, language)} className="mt-3 text-slate-300">
            {settings.footer_tagline}
          </p>
          <SocialLinks social={settings.social} newTab={words.opensInNewTab} className="mt-4 text-white" iconClass="h-5 w-5" />
        </div>
        <nav aria-label={words.footer}>
          <h2 className={heading}>{words.footerNavigation}</h2>
          <ul className="space-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <SiteLink href={pathIn(language, link.path)} className="hover:text-white hover:underline">
                  {texts.footerLinks[link.label]}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={words.usefulLinksLabel}>
          <h2 className={heading}>{words.usefulLinks}</h2>
          <ul className="space-y-2">
            {usefulLinks.map((link) => (
              <li key={`${link.id}-${link.name}`}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                  <InlineText text={link.name} language={language} />
                  <span className="sr-only">{words.opensInNewTab}</span>
                </a>
              </li>
            ))}
            <li>
              <SiteLink href={pathIn(language, '/contact-us')} className="hover:text-white hover:underline">
                {words.contactUs}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={pathIn(language, '/about-us')} className="hover:text-white hover:underline">
                {words.aboutUs}
              </SiteLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{words.contactUs}</h2>
          <address className="space-y-3 not-italic">
            {settings.addresses.map((entry) => (
              <p key={entry.label} className="flex gap-2">
                <Icon name="location" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                <span>
                  <span className="font-semibold text-white">{entry.label}: </span>
                  {entry.address}
                </span>
              </p>
            ))}
            {settings.phones.map((phone) => (
              <p key={phone} className="flex gap-2">
                <Icon name="phone" className="h-4 w-4 shrink-0 text-accent-400" />
                <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="hover:text-white hover:underline">
                  {phone}
                </a>
              </p>
            ))}
            {settings.email ? (
              <p className="flex gap-2">
                <Icon name="mail" className="h-4 w-4 shrink-0 text-accent-400" />
                <a href={`mailto:${settings.email}`} className="hover:text-white hover:underline">
                  {settings.email}
                </a>
              </p>
            ) : null}
            {settings.parent_body_url ? (
              <p className="flex gap-2">
                <Icon name="globe" className="h-4 w-4 shrink-0 text-accent-400" />
                <a href={settings.parent_body_url} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                  {settings.parent_body_name}
                  <span className="sr-only">{words.opensInNewTab}</span>
                </a>
              </p>
            ) : null}
          </address>
        </div>
      </div>
      {settings.map_url ? (
        <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
          <MapEmbed src={settings.map_url} title={fill(words.mapOf, { campus: settings.campus_name })} className="h-56 w-full rounded-lg bg-brand-800" />
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-4 text-center text-xs text-slate-400 sm:flex-row sm:justify-center sm:gap-6 sm:px-6 lg:px-8">
          <p>{fill(words.copyright, { year: settings.copyright_year, campus: settings.campus_name })}</p>
          <SiteLink href={pathIn(language, PRIVACY_PATH)} className="text-slate-300 underline hover:text-white" data-privacy-link>
            {words.privacyNotice}
          </SiteLink>
        </div>
      </div>
    </footer>
  )
}
