/**
 * Pages whose content depends on the query string (§2.1: /programs?id=,
 * /degree-registration?id=&name=, a record's ?id=, the directory's ?page=).
 * A page that reads the query is rendered for every request; instead,
 * src/proxy.ts rewrites each such address to a hidden path segment, so every
 * variant is a static page of its own, rendered once and served from the
 * cache. The visitor's address does not change.
 */
const DIGITS = /^\d{1,15}$/
const RECORD_PAGES = /^\/(degree|department|degrees|academic)\/([^/]+)$/

/** The path to serve `pathname?search` from, or null to serve it as it is. */
export function queryPageRewrite(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/programs') {
    const id = search.get('id')
    return id !== null && DIGITS.test(id) ? `/programs/${id}` : null
  }
  if (pathname === '/degree-registration') {
    const id = search.get('id')
    if (id === null) return null
    // An id that is not a number names no degree: the not-found page, as for an unknown one.
    return `/degree-registration/${DIGITS.test(id) ? id : 'none'}`
  }
  if (pathname === '/alumni-directory') {
    const page = search.get('page')
    return page !== null && /^\d{1,6}$/.test(page) && page !== '1' ? `/alumni-directory/${Number(page)}` : null
  }
  const record = RECORD_PAGES.exec(pathname)
  if (record) {
    const id = search.get('id')
    return id !== null && DIGITS.test(id) ? `/${record[1]}/${record[2]}/${id}` : null
  }
  return null
}
