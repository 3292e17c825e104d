/* GET /readyz: 200 when this instance can serve, else 503 naming the part that cannot (src/health/readiness.ts). */
import { readiness } from '@/health/readiness'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const { ready, checks } = await readiness()
  return Response.json({ status: ready ? 'ready' : 'not ready', checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
