/*
 * Receives the browsers' page-speed measurements and logs one line each.
 * Anyone can post here, so the body is limited while it streams and every
 * value must have the shape a browser sends: nothing logged can break a line
 * or carry terminal escapes.
 */
import { z } from 'zod'

import { BodyTooLarge, readLimitedText } from '@/foundations/requestBody'

/** A measurement is about 150 bytes. */
const WEB_VITALS_BODY_LIMIT = 4 * 1024

/** A site path as `location.pathname` gives it (and a query, to be lenient): safe URL characters only. */
const SITE_PATH = /^\/[A-Za-z0-9\-._~%/?=&+]*$/

const metric = z.strictObject({
  name: z.enum(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB']),
  // Milliseconds for the timings, a small score for CLS; an hour is far beyond any real page.
  value: z.number().finite().min(0).max(3_600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  id: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/),
  path: z.string().max(300).regex(SITE_PATH),
})

const answer = (status: number, message?: string) =>
  message ? Response.json({ success: false, message }, { status, headers: { 'Cache-Control': 'no-store' } }) : new Response(null, { status })

export async function POST(request: Request): Promise<Response> {
  let text: string
  try {
    text = await readLimitedText(request, WEB_VITALS_BODY_LIMIT)
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer(413, `A measurement must be at most ${WEB_VITALS_BODY_LIMIT / 1024} KB.`)
    return answer(400, 'The measurement could not be read.')
  }
  let parsed: z.infer<typeof metric>
  try {
    parsed = metric.parse(JSON.parse(text))
  } catch {
    return answer(400, 'Not a page-speed measurement this site sends.')
  }
  // The path is checked above; JSON quoting keeps the line whole even so.
  console.info(`web-vital ${parsed.name}=${Math.round(parsed.value * 1000) / 1000} ${parsed.rating ?? '-'} path=${JSON.stringify(parsed.path)}`)
  return new Response(null, { status: 204 })
}
