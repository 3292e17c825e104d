import type { ComponentProps } from 'react'

/** Marks a link that the layout's SiteNavigation follows with Next's router. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link'

export type SiteLinkProps = ComponentProps<'a'> & { href: string }

/**
 * A link to a page of the site: a plain `<a>`, with no code of its own.
 *
 * - One listener for the whole site (SiteNavigation, in the layout) follows
 *   a plain click on it with Next's router, so the next page comes as data
 *   rather than a full load. Not Next's Link: a client component, hydrated
 *   once per link, whose code every page would load (docs/decisions/063).
 * - It is never prefetched: the page is fetched when the link is followed,
 *   and its loading image shows meanwhile, so a cheap phone fetches nothing
 *   extra while the page is still coming to life.
 * - An address with a query string (/programs?id=3, /alumni-directory?page=4)
 *   is served by a static page per variant that the server picks
 *   (src/server/queryPages.mjs); Next's client router knows only the page
 *   without the query and would show that one again, so such links load the
 *   whole page (cached HTML) instead: they are not marked.
 */
export function SiteLink({ href, ...rest }: SiteLinkProps) {
  const followed = href.includes('?') ? {} : { [SITE_LINK_ATTRIBUTE]: '' }
  return <a href={href} {...followed} {...rest} />
}
