/**
 * Staff reads that hand out personal data answer only the back office's own
 * pages and direct navigations. The staff cookie is SameSite=Lax, so a page
 * on a sibling subdomain (the same site to the browser) can have it sent with
 * a GET: an image tag pointing at a person's copy, a CSV export or an
 * applicant's document. The page cannot read the answer, but the download
 * would be made, and written to the audit log in the staff member's name.
 *
 * The rule follows the staff writes' (src/server/staffWrites.mjs): with the
 * staff cookie, a read of these addresses is refused when it says it comes
 * from anywhere else, by `Sec-Fetch-Site` (anything but `same-origin` or
 * `none`, which is a typed address, a bookmark or a link from outside the
 * browser) or by a foreign `Origin`. A request without `Sec-Fetch-Site` comes
 * from no browser (a script with the cookie) or from one older than 2023,
 * which still sends where it came from: its foreign `Referer` refuses it.
 *
 * Guarded twice, as writes are: by the site's server (scripts/serve.mjs),
 * before Next or Payload read anything, for every address below; and by the
 * audited handlers themselves, so that `next dev` and any other way in
 * refuse before the audit log is written.
 *
 * Plain JavaScript so that the server can import it.
 */
import { SESSION_COOKIE } from './staffWrites.mjs'

const READS = new Set(['GET', 'HEAD'])

/**
 * The staff reads that return personal data: the personal-data screen's
 * search and copy; the submissions (their lists, records, versions and CSV
 * exports); staff accounts; the audit log; and applicants' documents.
 */
export const PERSONAL_DATA_READS =
  /^\/(?:api\/(?:personal-data|degree-applications|alumni-registrations|inquiries|users|audit-log)(?:\/|$)|staff-documents\/)/

export const CROSS_SITE_READ = 'This personal data was asked for from another site and was not sent. Open it from the back office itself.'

/**
 * @param {Headers | Record<string, string | string[] | undefined>} headers
 * @param {string} name lower case
 * @returns {string | undefined}
 */
function headerOf(headers, name) {
  if (typeof (/** @type {Headers} */ (headers).get) === 'function') return /** @type {Headers} */ (headers).get(name) ?? undefined
  const value = /** @type {Record<string, string | string[] | undefined>} */ (headers)[name]
  return Array.isArray(value) ? value[0] : value
}

/** @param {string} address @returns {string | null} */
function originOf(address) {
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}

/**
 * Whether a request with the staff cookie says it comes from another site
 * (or origin). Whatever the method and address: callers pick those.
 * @param {Headers | Record<string, string | string[] | undefined>} headers
 * @param {string[]} origins the site's own (siteOrigins)
 */
export function fromAnotherSite(headers, origins) {
  const cookie = headerOf(headers, 'cookie')
  if (typeof cookie !== 'string' || !SESSION_COOKIE.test(cookie)) return false
  const origin = headerOf(headers, 'origin')
  if (origin !== undefined && !origins.includes(origin)) return true
  const fetchSite = headerOf(headers, 'sec-fetch-site')
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const referer = headerOf(headers, 'referer')
  return referer !== undefined && !origins.includes(originOf(referer) ?? '')
}

/**
 * Whether a request is a read of personal data with the staff cookie from
 * anywhere but the site's own pages.
 * @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {string} pathname
 * @param {string[]} origins
 */
export function crossSiteStaffRead(request, pathname, origins) {
  if (!READS.has(request.method ?? 'GET') || !PERSONAL_DATA_READS.test(pathname)) return false
  return fromAnotherSite(request.headers, origins)
}

/** The refusal, in Payload's error shape. */
export function crossSiteReadResponse() {
  return Response.json({ errors: [{ message: CROSS_SITE_READ }] }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * Answers a cross-site read of personal data with 403. Returns whether it answered.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} pathname
 * @param {string[]} origins
 */
export function refuseCrossSiteStaffRead(request, response, pathname, origins) {
  if (!crossSiteStaffRead(request, pathname, origins)) return false
  response.statusCode = 403
  response.setHeader('Cache-Control', 'no-store')
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify({ errors: [{ message: CROSS_SITE_READ }] }))
  return true
}
