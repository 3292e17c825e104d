/**
 * POST /form-token: gives the visitor an XSRF cookie when they have none
 * (src/services/security/xsrfCookie.ts). The forms call it before their first send.
 * Only the site's own pages may ask: a request another site starts is refused.
 */
import { xsrfTokenIn } from '@/foundations/formRules/xsrf'
import { FORM_MESSAGES } from '@/foundations/formRules/messages'
import { newXsrfToken, xsrfCookieHeader } from '@/services/security/xsrfCookie'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A token the site could have made; a malformed copy (another subdomain's, say) is replaced. */
const hasCookie = (request: Request) => xsrfTokenIn(request.headers.get('cookie') ?? '') !== ''

export async function POST(request: Request): Promise<Response> {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return Response.json({ success: false, message: FORM_MESSAGES.crossSite }, { status: 403, headers: NO_STORE })
  }
  if (hasCookie(request)) return new Response(null, { status: 204, headers: NO_STORE })
  const https = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  return new Response(null, { status: 204, headers: { ...NO_STORE, 'Set-Cookie': xsrfCookieHeader(newXsrfToken(), { https }) } })
}
