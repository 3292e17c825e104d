import { SiteLink } from '@/screens/components/ui/SiteLink'

import { Img } from '@/screens/components/ui/Img'
import { pathIn, type Language } from '@/foundations/languages'
import { APPLY_PATH, navigationWords } from '@/foundations/navigation'
import { fill, type SiteTexts } from '@/foundations/texts'

import { DesktopNav, PhoneMenu, type MenuLabels } from './HeaderMenus'

type Props = {
  campusName: string
  abbreviation: string
  logoUrl: string
  /** 'Error: ...' when a service list failed to load (§2.2), else empty. */
  serviceError: string
  language: Language
  texts: SiteTexts
}

/** The sticky bar: logo, navigation, Apply Now; only the menus run in the browser. */
export function Header({ campusName, abbreviation, logoUrl, serviceError, language, texts }: Props) {
  const words = navigationWords(texts)
  const labels: MenuLabels = { main: texts.layout.mainNavigation, menu: texts.layout.menu, openMenu: texts.layout.openMenu, closeMenu: texts.layout.closeMenu }
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-20 max-w-[96rem] items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <SiteLink href={pathIn(language, '/')} className="flex shrink-0 items-center gap-3" aria-label={fill(texts.layout.home, { campus: campusName })}>
          {logoUrl ? (
            <Img src={logoUrl} alt="" width={48} height={48} className="h-12 w-12 object-contain" eager />
          ) : (
            <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-800 text-sm font-bold text-accent-400">
              {abbreviation}
            </span>
          )}
          <span className="hidden max-w-[14rem] text-base leading-tight font-bold text-brand-800 sm:inline xl:hidden 2xl:inline">{campusName}</span>
        </SiteLink>

        <DesktopNav words={words} labels={labels} />

        {serviceError ? (
          <p role="alert" className="hidden text-xs text-error xl:block">
            {serviceError}
          </p>
        ) : null}

        <SiteLink
          href={pathIn(language, APPLY_PATH)}
          className="ml-auto shrink-0 rounded-full bg-accent-500 px-3 py-2 text-sm font-bold whitespace-nowrap text-brand-900 shadow hover:bg-accent-400 sm:px-4 xl:ml-2"
        >
          {texts.layout.applyNow}
        </SiteLink>
        <PhoneMenu words={words} labels={labels} serviceError={serviceError} />
      </div>
    </header>
  )
}
