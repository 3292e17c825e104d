/**
 * Which clicks start a navigation that Next's router carries out in the page
 * (and so show the loading image while the next page is on its way): a plain
 * left click on a link to another page of the site. Links with a query string
 * load the whole page instead (SiteLink), and the browser shows its own
 * progress for those.
 */
export type LinkClick = {
  button: number
  modified: boolean
  href: string | null
  target: string | null
  download: boolean
}

export function startsPageNavigation(click: LinkClick, current: URL): boolean {
  if (click.button !== 0 || click.modified || click.download || click.href === null) return false
  if (click.target && click.target !== '_self') return false
  let next: URL
  try {
    next = new URL(click.href, current)
  } catch {
    return false
  }
  if (next.origin !== current.origin || next.search) return false
  // A link to a section of the page in view scrolls; it loads nothing.
  return next.pathname !== current.pathname
}
