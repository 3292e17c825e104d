import { notFound } from 'next/navigation'

/** Unknown addresses are rendered once each and cached like every page, so a scan costs no render per request. */
export function generateStaticParams(): { missing: string[] }[] {
  return []
}

/** Any other address gets the site's not-found page, inside the site's header and footer. */
export default function Missing() {
  notFound()
}
