/**
 * Staff writes come from the back office's own pages only. The staff session
 * cookie is SameSite=Lax, which a page on a sibling subdomain is not kept
 * from: to the browser that page is the same site, so a form there could
 * POST to /api/users with an administrator's cookie. Two guards, one rule:
 *
 * - Payload's `csrf` list (src/model/payload.config.ts) is `siteOrigins`: a
 *   session cookie sent with another Origin is not taken as a sign-in;
 * - the site's server (scripts/serve.mjs) refuses, before Next or Payload
 *   read anything, a write to /api or a back-office server action that
 *   carries the cookie with a foreign Origin or a Sec-Fetch-Site other than
 *   same-origin. A request that sends neither header comes from no browser,
 *   and so from no page that could borrow a cookie.
 *
 * Plain JavaScript so that the server can import it.
 */

/**
 * The origins the back office is served from: SITE_URL's. Without SITE_URL
 * the site is on this machine at PORT, reached by any of its loopback names.
 * @param {string | undefined} siteUrl
 * @param {string | number} port
 * @returns {string[]}
 */
export function siteOrigins(siteUrl, port) {
  if (siteUrl) return [new URL(siteUrl).origin]
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`)
}

/** Payload's session cookie (its cookiePrefix is the default, "payload"). */
export const SESSION_COOKIE = /(?:^|;)\s*payload-token=/

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Payload's REST and GraphQL API, and the back office, whose server actions are POSTs to its pages. */
const STAFF_PATHS = /^\/(?:api|admin)(?:\/|$)/

/**
 * Whether a request is a write with the staff cookie from anywhere but the
 * site's own pages.
 * @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {string} pathname
 * @param {string[]} origins
 */
export function crossSiteStaffWrite(request, pathname, origins) {
  if (READS.has(request.method ?? 'GET') || !STAFF_PATHS.test(pathname)) return false
  const cookie = request.headers.cookie
  if (typeof cookie !== 'string' || !SESSION_COOKIE.test(cookie)) return false
  const origin = request.headers.origin
  if (origin !== undefined && !origins.includes(String(origin))) return true
  const fetchSite = request.headers['sec-fetch-site']
  return fetchSite !== undefined && fetchSite !== 'same-origin'
}

export const CROSS_SITE_WRITE = 'This change was sent from another site and was refused. Make it in the back office itself.'

/**
 * Answers a cross-site staff write with 403, in Payload's error shape, its
 * body unread. Returns whether it answered.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} pathname
 * @param {string[]} origins
 */
export function refuseCrossSiteStaffWrite(request, response, pathname, origins) {
  if (!crossSiteStaffWrite(request, pathname, origins)) return false
  response.statusCode = 403
  response.setHeader('Cache-Control', 'no-store')
  response.setHeader('Content-Type', 'application/json')
  // The body is never read: close rather than drain it.
  response.setHeader('Connection', 'close')
  response.end(JSON.stringify({ errors: [{ message: CROSS_SITE_WRITE }] }))
  return true
}
