/**
 * Checks made before a form submission is read: that it comes from the
 * site's own pages (Origin / Sec-Fetch-Site and the XSRF cookie echoed in a
 * header, §7), and that the client is within the rate limit.
 */
import { timingSafeEqual } from 'node:crypto'

import { FORM_MESSAGES } from '@/foundations/formRules/messages'
import { XSRF_HEADER, xsrfTokenIn } from '@/foundations/formRules/xsrf'
import { clientNetwork } from '@/services/security/clientAddress'
import type { ClientRateLimit } from '@/services/security/rateLimit'

type Refusal = { status: number; message: string; headers?: Record<string, string> }

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The host the visitor addressed, as the proxy in front of us saw it. */
function requestHost(request: Request): string {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host
}

export function crossSiteRefusal(request: Request): Refusal | null {
  const refuse = { status: 403, message: FORM_MESSAGES.crossSite }
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return refuse
  const origin = request.headers.get('origin')
  if (origin) {
    let originHost = ''
    try {
      originHost = new URL(origin).host
    } catch {
      return refuse
    }
    if (originHost !== requestHost(request)) return refuse
  }
  const cookie = xsrfTokenIn(request.headers.get('cookie') ?? '')
  const header = request.headers.get(XSRF_HEADER) ?? ''
  if (!cookie || !header || !sameText(cookie, header)) return refuse
  return null
}

export async function rateRefusal(request: Request, limiter: ClientRateLimit, message: string = FORM_MESSAGES.rateLimited): Promise<Refusal | null> {
  const decision = await limiter.check(clientNetwork(request.headers))
  if (decision.allowed) return null
  return { status: 429, message, headers: { 'Retry-After': String(decision.retryAfterSeconds) } }
}
