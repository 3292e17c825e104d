import { Icon } from '@/screens/components/ui/Icon'
import type { SiteSettings } from '@/sides/content/contact'
import type { Language } from '@/foundations/languages'

import { LanguageSwitcher } from './LanguageSwitcher'
import { SocialLinks } from './SocialLinks'

/** The contact strip above the header: social icons, the languages, a phone and an e-mail. */
export function TopStrip({
  settings,
  languageNames,
  languageLabel,
  newTab,
}: {
  settings: SiteSettings
  languageNames: Record<Language, string>
  languageLabel: string
  /** ' (opens in a new tab)' in the page's language. */
  newTab: string
}) {
  const phone = settings.phones[0]
  return (
    <div className="bg-brand-900 text-xs text-white" data-top-strip>
      <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-2 px-4 py-1.5 sm:px-6">
        <SocialLinks social={settings.social} newTab={newTab} />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <LanguageSwitcher names={languageNames} label={languageLabel} />
          {phone ? (
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="flex items-center gap-1.5 hover:underline">
              <Icon name="phone" className="h-4 w-4" />
              {phone}
            </a>
          ) : null}
          {settings.email ? (
            <a href={`mailto:${settings.email}`} className="flex items-center gap-1.5 hover:underline">
              <Icon name="mail" className="h-4 w-4" />
              {settings.email}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  )
}
