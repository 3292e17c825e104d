/**
 * The site's three languages and where each lives in an address (issue 55,
 * docs/decisions/068): English at the addresses the site always had (the
 * static pages of src/app/(site)/(en)), Sinhala under /si and Tamil under
 * /ta (the same pages under src/app/(site)/[lang]).
 * Plain JavaScript: the server loads it as it is.
 */

/** English first: the language of the addresses without a prefix, and the one a missing text falls back to. */
export const LANGUAGES = /** @type {const} */ (['en', 'si', 'ta'])

export const DEFAULT_LANGUAGE = 'en'

/** The languages that carry a prefix; English carries none. */
const PREFIXED = /^\/(si|ta)(?=\/|$)/

/** An address written with English's prefix, which no page of ours links to: it is sent to the one without. */
const ENGLISH_PREFIX = /^\/en(?=\/|$)/

/**
 * Addresses that are not pages: the API, Payload and the back office, Next's
 * assets, the Sinhala and Tamil fonts (public/fonts), downloads, the staff
 * preview, the health and figures routes and the files Next makes from
 * src/app (robots, sitemap, icon). They are served as
 * they are, in no language.
 */
const NOT_PAGE_FOLDERS = 'v1|api|admin|_next|fonts|staff-documents|documents|form-token|web-vitals|preview|metrics|readyz|healthz'
const NOT_PAGE_FILES = 'robots\\.txt|sitemap\\.xml|icon\\.svg|favicon\\.ico'
const NOT_PAGES = new RegExp(`^/(?:${NOT_PAGE_FOLDERS})(?:/|$)|^/(?:${NOT_PAGE_FILES})$`)

/** Whether `pathname` names a page of the site (in any language), rather than an API, a file or an asset. */
export function isPagePath(pathname) {
  return !NOT_PAGES.test(pathname)
}

/**
 * The language of a page's address and the address without its prefix:
 * `/si/about-us` is Sinhala's `/about-us`, `/ta` Tamil's `/`, and anything
 * else English's (an unknown prefix, `/xx/about-us`, is no page: a 404).
 * @param {string} pathname
 * @returns {{ language: 'en' | 'si' | 'ta', path: string }}
 */
export function splitLanguage(pathname) {
  const prefix = PREFIXED.exec(pathname)
  if (!prefix) return { language: DEFAULT_LANGUAGE, path: pathname }
  return { language: /** @type {'si' | 'ta'} */ (prefix[1]), path: pathname.slice(prefix[0].length) || '/' }
}

/**
 * Where an address written with /en, or ending in a slash, is sent: the
 * address a page is known by (`/en/about-us/` → `/about-us`), keeping the
 * query; null when it is already that.
 * @param {string} pathname
 * @param {string} search the query as sent, with its '?', or ''
 */
export function pageRedirect(pathname, search) {
  if (!isPagePath(pathname)) return null
  let path = pathname.replace(ENGLISH_PREFIX, '') || '/'
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/'
  return path === pathname ? null : path + search
}

/**
 * The address of `path` (an English address, `/about-us`, with any query
 * or hash) in `language`: `/si/about-us`. An address that is no page of
 * ours (an outside link, `mailto:`, `/v1/…`, a document) is given back as
 * it is.
 * @param {'en' | 'si' | 'ta'} language
 * @param {string} path
 */
export function pathIn(language, path) {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path
  const end = path.search(/[?#]/)
  const pathname = end < 0 ? path : path.slice(0, end)
  if (!isPagePath(pathname)) return path
  return `/${language}${pathname === '/' ? '' : pathname}${end < 0 ? '' : path.slice(end)}`
}
