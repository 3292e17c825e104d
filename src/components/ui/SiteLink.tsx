import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * A link to a page of the site. An address with a query string (/programs?id=3,
 * /alumni-directory?page=4) is served by a static page per variant that the
 * server picks (src/routing/queryPages.mjs); Next's client router knows only the
 * page without the query and would show that one again, so such links load
 * the whole page (cached HTML) instead of navigating in the browser.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  const { href, prefetch: _prefetch, replace: _replace, scroll: _scroll, ...rest } = props
  if (typeof href === 'string' && href.includes('?')) return <a href={href} {...(rest as ComponentProps<'a'>)} />
  return <Link {...props} />
}
