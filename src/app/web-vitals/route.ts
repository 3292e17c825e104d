/* Receives the browsers' page-speed measurements and logs one line each. */
import { z } from 'zod'

const metric = z.object({
  name: z.enum(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB']),
  value: z.number().finite(),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  id: z.string().max(100),
  path: z.string().max(300).startsWith('/'),
})

export async function POST(request: Request): Promise<Response> {
  const text = await request.text()
  if (text.length > 2000) return new Response(null, { status: 413 })
  let parsed: z.infer<typeof metric>
  try {
    parsed = metric.parse(JSON.parse(text))
  } catch {
    return new Response(null, { status: 400 })
  }
  console.info(`web-vital ${parsed.name}=${Math.round(parsed.value * 1000) / 1000} ${parsed.rating ?? ''} ${parsed.path}`)
  return new Response(null, { status: 204 })
}
