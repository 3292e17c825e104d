/**
 * Security headers, in one place. The site's server (scripts/serve.mjs) sets
 * them on every response before Next answers: the pages' policy names the
 * live-chat origins configured when the server starts, and headers set there
 * cost a cached page less than rules in next.config.mjs, which Next matches
 * against every request (docs/decisions/063). Plain JavaScript so that the
 * server can import it. Why each policy looks as it does:
 * docs/decisions/012-security-headers.md.
 */

/** Map services whose embed address staff may paste (site settings → map). */
export const MAP_EMBED_ORIGINS = ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org']

/** @param {(string | false | undefined)[]} directives */
const policy = (directives) => directives.filter(Boolean).join('; ')

/** Next's development server evaluates code with eval; production never does. */
const devEval = process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''

/**
 * The public pages. They are the same for every visitor (prerendered and
 * cached), so no per-request nonce: inline scripts Next writes into the page
 * need 'unsafe-inline', while script files load only from the site itself and
 * the configured live-chat origins. Forms post to the site itself, and to
 * PayHere's checkout while online payment is on (decision 055).
 * @param {{ chatOrigins?: string[], https?: boolean, checkoutOrigin?: string | null }} options
 */
export function pagePolicy({ chatOrigins = [], https = false, checkoutOrigin = null } = {}) {
  const chat = chatOrigins.map((origin) => ` ${origin}`).join('')
  const chatSockets = chatOrigins.map((origin) => ` ${origin.replace(/^https:/, 'wss:')}`).join('')
  return policy([
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${devEval}${chat}`,
    `style-src 'self' 'unsafe-inline'${chat}`,
    `img-src 'self' data: blob:${chat}`,
    `font-src 'self' data:${chat}`,
    `connect-src 'self'${chat}${chatSockets}`,
    `frame-src ${MAP_EMBED_ORIGINS.join(' ')}${chat}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${checkoutOrigin ? ` ${checkoutOrigin}` : ''}`,
    "frame-ancestors 'self'",
    https && 'upgrade-insecure-requests',
  ])
}

/**
 * The requests that are public pages and take pagePolicy(): everything but
 * Next's files, Payload's API and back office, /v1, file downloads, the small
 * endpoints and anything with a file extension.
 */
const NOT_A_PAGE = /^\/(?:_next\/|api\/|api$|admin|v1\/|v1$|documents\/|staff-documents\/|web-vitals|form-token|icon|sitemap|robots|.*\.[a-z0-9]+$)/

/** @param {string} pathname */
export function isPublicPage(pathname) {
  return pathname.startsWith('/') && !NOT_A_PAGE.test(pathname)
}

/** The back office: nothing from other origins at all. */
export function adminPolicy() {
  return policy([
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${devEval}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ])
}

/** JSON answers load nothing and are never framed. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

const HSTS = 'max-age=31536000; includeSubDomains'

/** Sent with every response. */
const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Only features browsers know: Chromium warns on every page about one it does not ('bluetooth'), and it has no effect.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()',
  },
]

/** Which policy a path takes: the back office, JSON answers, Payload's files and API, the public pages, or none. */
function policyKind(pathname) {
  if (/^\/admin(?:\/|$)/.test(pathname)) return 'admin'
  if (/^\/v1(?:\/|$)/.test(pathname) || pathname === '/web-vitals') return 'json'
  // Payload's files and JSON: its own file policy applies; here only who may frame them.
  if (/^\/api(?:\/|$)/.test(pathname)) return 'payload'
  return isPublicPage(pathname) ? 'page' : 'none'
}

/**
 * The headers scripts/serve.mjs sets before Next answers a request, as
 * [name, value] pairs: the common ones everywhere, HSTS when the proxy in
 * front says the request came over https (browsers ignore it over plain
 * http anyway), and the path's Content-Security-Policy. Every combination is
 * built once here, so a request only picks its list.
 * @param {string[]} chatOrigins
 * @param {string | null} [checkoutUrl] where the fee's checkout form posts, while online payment is on
 * @returns {(pathname: string, forwardedProto: string | string[] | undefined) => [string, string][]}
 */
export function securityHeadersFor(chatOrigins, checkoutUrl = null) {
  const checkoutOrigin = checkoutUrl ? new URL(checkoutUrl).origin : null
  const lists = new Map()
  for (const https of [false, true]) {
    const policies = {
      page: pagePolicy({ chatOrigins, https, checkoutOrigin }),
      admin: adminPolicy(),
      json: API_POLICY,
      payload: "frame-ancestors 'self'",
      none: null,
    }
    for (const [kind, csp] of Object.entries(policies)) {
      /** @type {[string, string][]} */
      const list = COMMON_HEADERS.map(({ key, value }) => [key, value])
      if (https) list.push(['Strict-Transport-Security', HSTS])
      if (csp) list.push(['Content-Security-Policy', csp])
      lists.set(`${https} ${kind}`, list)
    }
  }
  return (pathname, forwardedProto) => lists.get(`${forwardedProto === 'https'} ${policyKind(pathname)}`)
}
