/**
 * Pages whose content depends on the query string (§2.1: /programs?id=,
 * /degree-registration?id=&name=, a record's ?id=, the directory's ?page=).
 * A page that reads the query is rendered for every request; instead, each
 * such address is rewritten to a hidden path segment, so every variant is a
 * static page of its own, rendered once and served from the cache. The
 * visitor's address does not change. The site's server rewrites
 * (`queryPageDestination`, below); `next dev` has the same rules in Next's
 * rewrite format (next.config.mjs), where the first that matches wins.
 */
// One source for both forms of the rules below: what an id and a directory page look like, and which record pages take an id.
const ID_DIGITS = '\\d{1,15}'
const PAGE_DIGITS = '\\d{1,6}'
const RECORD_BASES = 'degree|department|degrees|academic'
const ID = `(?<id>${ID_DIGITS})`

/** @type {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export const queryPageRewrites = [
  { source: '/programs', has: [{ type: 'query', key: 'id', value: ID }], destination: '/programs/:id' },
  { source: '/degree-registration', has: [{ type: 'query', key: 'id', value: ID }], destination: '/degree-registration/:id' },
  // An id that is not a number names no degree: the not-found page, as for an unknown one.
  { source: '/degree-registration', has: [{ type: 'query', key: 'id' }], destination: '/degree-registration/none' },
  { source: '/alumni-directory', has: [{ type: 'query', key: 'page', value: `(?<page>${PAGE_DIGITS})` }], destination: '/alumni-directory/:page' },
  // Record pages: found by slug, or else by the id (src/app/(site)/recordLookup.ts).
  { source: `/:base(${RECORD_BASES})/:slug`, has: [{ type: 'query', key: 'id', value: ID }], destination: '/:base/:slug/:id' },
]

const ID_VALUE = new RegExp(`^${ID_DIGITS}$`)
const PAGE_VALUE = new RegExp(`^${PAGE_DIGITS}$`)
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
