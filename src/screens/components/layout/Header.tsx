import { SiteLink } from '@/screens/components/ui/SiteLink'

import { Img } from '@/screens/components/ui/Img'
import { APPLY_PATH } from '@/foundations/navigation'

import { DesktopNav, PhoneMenu } from './HeaderMenus'

type Props = {
  campusName: string
  abbreviation: string
  logoUrl: string
  /** 'Error: ...' when a service list failed to load (§2.2), else empty. */
  serviceError: string
}

/** The sticky bar: logo, navigation, Apply Now; only the menus run in the browser. */
export function Header({ campusName, abbreviation, logoUrl, serviceError }: Props) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-20 max-w-[96rem] items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <SiteLink href="/" className="flex shrink-0 items-center gap-3" aria-label={`${campusName}, home`}>
          {logoUrl ? (
            <Img src={logoUrl} alt="" width={48} height={48} className="h-12 w-12 object-contain" eager />
          ) : (
            <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-800 text-sm font-bold text-accent-400">
              {abbreviation}
            </span>
          )}
          <span className="hidden max-w-[14rem] text-base leading-tight font-bold text-brand-800 sm:inline xl:hidden 2xl:inline">{campusName}</span>
        </SiteLink>

        <DesktopNav />

        {serviceError ? (
          <p role="alert" className="hidden text-xs text-error xl:block">
            {serviceError}
          </p>
        ) : null}

        <SiteLink
          href={APPLY_PATH}
          className="ml-auto shrink-0 rounded-full bg-accent-500 px-3 py-2 text-sm font-bold whitespace-nowrap text-brand-900 shadow hover:bg-accent-400 sm:px-4 xl:ml-2"
        >
          Apply Now
        </SiteLink>
        <PhoneMenu serviceError={serviceError} />
      </div>
    </header>
  )
}
