/*
 * GET /readyz: 200 when this instance can serve, else 503 naming the part that cannot (src/sides/health/readiness.ts).
 * The answer may be up to READINESS_MAX_AGE_MS old: however often it is asked, the parts are asked at most once in that time.
 */
import { RecentReadiness } from '@/sides/health/readiness'

export const dynamic = 'force-dynamic'

const recent = new RecentReadiness()

export async function GET(): Promise<Response> {
  const { ready, checks } = await recent.get()
  return Response.json({ status: ready ? 'ready' : 'not ready', checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
