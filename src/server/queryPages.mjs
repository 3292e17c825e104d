/**
 * Pages whose content depends on the query string (§2.1: /programs?id=,
 * /degree-registration?id=&name=, a record's ?id=, the directory's ?page=).
 * A page that reads the query is rendered for every request; instead, each
 * such address is rewritten to a hidden path segment, so every variant is a
 * static page of its own, rendered once and served from the cache. The
 * visitor's address does not change. The site's server rewrites
 * (`queryPageDestination`, below); `next dev` has the same rules in Next's
 * rewrite format (next.config.mjs), where the first that matches wins.
 *
 * A page's cached copy must never hold a visitor's query string (a
 * `?email=...&token=...` would be served to everyone after it): the site's
 * server hands Next only the parameters a page reads (`pageQuery`, below).
 */
import { DEFAULT_LANGUAGE, isPagePath, splitLanguage } from './languages.mjs'
import { ID_DIGITS, ID_VALUE, PAGE_DIGITS, PAGE_VALUE, RECORD_BASES } from './queryPageShapes.mjs'

const ID = `(?<id>${ID_DIGITS})`

/** @type {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export const queryPageRewrites = [
  { source: '/programs', has: [{ type: 'query', key: 'id', value: ID }], destination: '/programs/:id' },
  { source: '/degree-registration', has: [{ type: 'query', key: 'id', value: ID }], destination: '/degree-registration/:id' },
  // An id that is not a number names no degree: the not-found page, as for an unknown one.
  { source: '/degree-registration', has: [{ type: 'query', key: 'id' }], destination: '/degree-registration/none' },
  { source: '/alumni-directory', has: [{ type: 'query', key: 'page', value: `(?<page>${PAGE_DIGITS})` }], destination: '/alumni-directory/:page' },
  // Record pages: found by slug, or else by the id (src/app/(site)/(en)/recordPage.ts).
  { source: `/:base(${RECORD_BASES})/:slug`, has: [{ type: 'query', key: 'id', value: ID }], destination: '/:base/:slug/:id' },
]

/**
 * The rules in Next's format for `next dev`, in English and under the
 * Sinhala and Tamil prefixes (`/si/programs?id=3` is `/si/programs/3`).
 * @type {import('next/dist/lib/load-custom-routes').Rewrite[]}
 */
export const pageRewrites = [
  ...queryPageRewrites.map((rule) => ({ ...rule, source: `/:lang(si|ta)${rule.source}`, destination: `/:lang${rule.destination}` })),
  ...queryPageRewrites,
]

const RECORD_PAGE = new RegExp(`^/(${RECORD_BASES})/([^/]+)$`)

/** A query key's value as Next's rules read it: the last one given, and an empty one counts as none. */
const lastValue = (search, key) => search.getAll(key).at(-1) || null
/** Whether a key is there for a rule that names no value: given twice counts even when empty. */
const given = (search, key) => search.getAll(key).length > 1 || !!search.get(key)

/**
 * The rules above, applied by the site's server (scripts/serve.mjs) before
 * Next sees the request: the path of the page that serves this address, or
 * null when it is served as it is. Next matches its own rewrite rules
 * against every request, a cost every page paid (docs/decisions/033); the
 * rules stay in Next's format for `next dev`, and a test holds the two to
 * the same answers.
 */
export function queryPageDestination(pathname, search) {
  const id = lastValue(search, 'id')
  if (pathname === '/programs') return id && ID_VALUE.test(id) ? `/programs/${id}` : null
  if (pathname === '/degree-registration') return !given(search, 'id') ? null : id && ID_VALUE.test(id) ? `/degree-registration/${id}` : '/degree-registration/none'
  if (pathname === '/alumni-directory') {
    const page = lastValue(search, 'page')
    return page && PAGE_VALUE.test(page) ? `/alumni-directory/${page}` : null
  }
  const record = RECORD_PAGE.exec(pathname)
  return record && id && ID_VALUE.test(id) ? `/${record[1]}/${record[2]}/${id}` : null
}

/** Next's navigation parameter keeps an RSC reply apart from the page's HTML in shared caches: a short hash, nothing more. */
const RSC_KEY = '_rsc'
const RSC_VALUE = /^[\w-]{0,32}$/

/**
 * The query Next is given for a page (`?...`, or '' for none): the one
 * parameter the query page at `destination` was chosen by (its id, the
 * directory's page), and on a navigation in the browser (`rsc`) Next's own
 * `_rsc`. Everything else a visitor adds (utm_ tags, an e-mail address, a
 * token, 14 KB of padding) is dropped before rendering, so it reaches
 * neither the cache key nor the page's data.
 */
export function pageQuery(pathname, search, destination, rsc) {
  const kept = new URLSearchParams()
  if (destination && !destination.endsWith('/none')) {
    const key = pathname === '/alumni-directory' ? 'page' : 'id'
    kept.set(key, lastValue(search, key))
  }
  // Next redirects a navigation whose hash is not the one it expects, an empty one included: it must reach Next as sent.
  const navigation = rsc ? search.get(RSC_KEY) : null
  if (navigation !== null && RSC_VALUE.test(navigation)) kept.set(RSC_KEY, navigation)
  const query = kept.toString()
  return query ? `?${query}` : ''
}

/** Next's header naming the page a client-side navigation got, when it is not the address asked for. */
const REWRITTEN_PATH_HEADER = 'x-nextjs-rewritten-path'

/**
 * Points a page request whose page depends on its query at the page that
 * serves it, in its language (`/programs?id=3` is `/programs/3`,
 * `/si/programs?id=3` is `/si/programs/3`), and keeps of the query only what
 * that page reads (`pageQuery`): a cached copy never holds a visitor's
 * parameters. Next's router in the browser reads the page it got from the
 * header, as it would after a rewrite of Next's own. Called by the site's
 * server (scripts/serve.mjs) on every request; `pathname` is the request's
 * path as Next resolves it.
 * @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {{ setHeader(name: string, value: string): unknown }} response
 * @param {string} pathname
 */
export function routePage(request, response, pathname) {
  const queryAt = request.url?.indexOf('?') ?? -1
  if (queryAt < 0 || !isPagePath(pathname)) return
  const { language, path } = splitLanguage(pathname)
  const search = new URLSearchParams(request.url.slice(queryAt))
  const destination = queryPageDestination(path, search)
  const navigation = request.headers.rsc === '1'
  const rendered = destination ? `${language === DEFAULT_LANGUAGE ? '' : `/${language}`}${destination}` : null
  request.url = (rendered ?? request.url.slice(0, queryAt)) + pageQuery(path, search, destination, navigation)
  if (rendered && navigation) response.setHeader(REWRITTEN_PATH_HEADER, rendered)
}
