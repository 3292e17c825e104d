/**
 * The campus's name and logo in the back office: on the sign-in page (Logo) and
 * in the navigation bar (Icon), from the site settings. Without a logo the
 * abbreviation stands in on the sign-in page, as in the site's header, and the
 * site's icon in the navigation bar.
 */
import { getSiteSettings } from '@/sides/content/contact'

/** src/app/icon.svg, the site's browser icon. */
const SITE_ICON = '/icon.svg'

async function brand() {
  const settings = await getSiteSettings().catch(() => null)
  return {
    name: settings?.campus_name || 'Campus',
    abbreviation: settings?.campus_abbreviation || '',
    logoUrl: settings?.logo_url || '',
  }
}

function Mark({ logoUrl, abbreviation, size }: { logoUrl: string; abbreviation: string; size: number }) {
  if (logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- the back office does not use next/image
    return <img src={logoUrl} alt="" width={size} height={size} className="campus-brand__mark" style={{ objectFit: 'contain' }} />
  }
  return (
    <span aria-hidden="true" className="campus-brand__badge" style={{ width: size, height: size, fontSize: Math.max(9, Math.round(size / 3.2)) }}>
      {abbreviation.slice(0, 5)}
    </span>
  )
}

export async function BackOfficeLogo() {
  const { name, abbreviation, logoUrl } = await brand()
  return (
    <span className="campus-brand">
      <Mark logoUrl={logoUrl} abbreviation={abbreviation} size={56} />
      <span className="campus-brand__name">{name}</span>
    </span>
  )
}

/** Payload gives the icon an 18-pixel square: the logo, or without one the site's own icon. */
export async function BackOfficeIcon() {
  const { name, logoUrl } = await brand()
  return (
    <span className="campus-brand campus-brand--icon" title={name}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the back office does not use next/image */}
      <img src={logoUrl || SITE_ICON} alt={name} width={18} height={18} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }} />
    </span>
  )
}
