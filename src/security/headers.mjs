/**
 * Security headers, in one place for next.config.mjs (headers fixed at build
 * time) and scripts/serve.mjs (the public pages' policy, which names the
 * live-chat origins configured when the server starts). Plain JavaScript so
 * that both can import it. Why each policy looks as it does:
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
 * the configured live-chat origins.
 * @param {{ chatOrigins?: string[], https?: boolean }} options
 */
export function pagePolicy({ chatOrigins = [], https = false } = {}) {
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
    "form-action 'self'",
    "frame-ancestors 'self'",
    https && 'upgrade-insecure-requests',
  ])
}

/**
 * The live-chat origins of LIVE_CHAT_ORIGINS (https origins separated by
 * commas or spaces), or null when one is not an https origin. src/env.ts
 * refuses to start with such a value.
 * @param {string | undefined} value
 * @returns {string[] | null}
 */
export function parseChatOrigins(value) {
  const origins = []
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    let url
    try {
      url = new URL(entry)
    } catch {
      return null
    }
    if (url.protocol !== 'https:' || url.origin !== entry.replace(/\/$/, '')) return null
    origins.push(url.origin)
  }
  return origins
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

/**
 * The header-setter scripts/serve.mjs runs before Next answers: the pages'
 * policy with the operator's chat origins (read once), upgrading requests
 * when the proxy in front says the visitor came over https.
 * @param {string[]} chatOrigins
 */
export function pagePolicyFor(chatOrigins) {
  const http = pagePolicy({ chatOrigins })
  const https = pagePolicy({ chatOrigins, https: true })
  /** @param {string} pathname @param {string | string[] | undefined} forwardedProto */
  return (pathname, forwardedProto) => (isPublicPage(pathname) ? (forwardedProto === 'https' ? https : http) : null)
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
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
  },
]

/** next.config.mjs `headers()`: everything except the public pages' policy, which scripts/serve.mjs sets. */
export function staticSecurityHeaders() {
  const csp = (value) => [{ key: 'Content-Security-Policy', value }]
  return [
    { source: '/:path*', headers: COMMON_HEADERS },
    // Only behind https: the proxy in front says so. Browsers ignore it over plain http anyway.
    { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [{ key: 'Strict-Transport-Security', value: HSTS }] },
    { source: '/admin/:path*', headers: csp(adminPolicy()) },
    { source: '/v1/:path*', headers: csp(API_POLICY) },
    { source: '/web-vitals', headers: csp(API_POLICY) },
    // Payload's files and JSON: its own file policy applies; here only who may frame them.
    { source: '/api/:path*', headers: csp("frame-ancestors 'self'") },
  ]
}
