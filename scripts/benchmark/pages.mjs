/**
 * What is measured: one address per public page (from the site's sitemap)
 * and a few /v1 GET replies, and the first-load JavaScript of a page's
 * server HTML.
 */
import { gzipBytes, moduleScriptSources, sitePageRoutes } from '../firstLoad.mjs'

/** /v1 GET replies measured against the same floor: the degree details the issue names, and a few the pages call most. */
export const API_PATHS = [
  '/v1/academicPage/getDegreeDetails',
  '/v1/homePage/homePage/getSliderManagement',
  '/v1/galleryAndNews/getNews',
  '/v1/AlumniPage/getAlumniDirectoryUser?page=1&page_size=10',
  '/v1/ContactUS/getContact',
]

/**
 * One address per public page: static routes as they are, dynamic ones (and
 * pages that need a query, like /programs?id=) the first address of that
 * route in the site's sitemap, which lists the demo content's real slugs.
 */
export async function publicPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replaceAll('&amp;', '&'))
    return { pathname: url.pathname, address: `${url.pathname}${url.search}` }
  })
  const pages = []
  for (const { route } of sitePageRoutes()) {
    const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+').replace(/[.]/g, '\\.')}$`)
    const exact = listed.find(({ address }) => address === route)
    const example = exact ?? listed.find(({ pathname }) => pattern.test(pathname))
    if (example) pages.push(example.address)
    else if (!route.includes('[')) pages.push(route)
    else console.warn(`No address for ${route} in the sitemap: left out.`)
  }
  return pages
}

/** The module scripts a page's server HTML references, fetched and gzipped (level 9). */
export async function firstLoadJs(url) {
  const html = await (await fetch(url)).text()
  let bytes = 0
  const sources = moduleScriptSources(html)
  for (const source of sources) {
    const response = await fetch(new URL(source, url))
    if (!response.ok) throw new Error(`${source} (referenced by ${url}) answered ${response.status}`)
    bytes += gzipBytes(Buffer.from(await response.arrayBuffer()))
  }
  return { bytes, scripts: sources.length }
}
