import { SiteLink, type SiteLinkProps } from '@/screens/components/ui/SiteLink'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { pathIn } from '@/foundations/languages'

/**
 * For the pages themselves: a SiteLink given a page's English address
 * (`/academics`), written in the language of the page being rendered
 * (`/si/academics`). Components are handed the language by their page.
 */
export async function PageLink({ href, ...rest }: SiteLinkProps) {
  const address = pathIn(await pageLanguage(), href)
  return <SiteLink href={address} {...rest} />
}
