import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * A link to a page of the site, followed in the browser by Next's router.
 *
 * - It does not prefetch: Next's Link fetches every page it links to as the
 *   link scrolls into view, dozens of requests and their parsing on a cheap
 *   phone while the page is still coming to life. The page is fetched when
 *   the link is followed, and its loading image shows meanwhile.
 * - An address with a query string (/programs?id=3, /alumni-directory?page=4)
 *   is served by a static page per variant that the server picks
 *   (src/routing/queryPages.mjs); Next's client router knows only the page
 *   without the query and would show that one again, so such links load the
 *   whole page (cached HTML) instead.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  const { href, prefetch: _prefetch, replace: _replace, scroll: _scroll, ...rest } = props
  if (typeof href === 'string' && href.includes('?')) return <a href={href} {...(rest as ComponentProps<'a'>)} />
  return <Link prefetch={false} {...props} />
}
