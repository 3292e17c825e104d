/**
 * GET /metrics: the figures in Prometheus' text format, for a request the
 * site's server let through (METRICS_TOKEN, or METRICS_PORT on 127.0.0.1:
 * scripts/serve.mjs). Anyone else gets the site's 404: the address is not
 * public, and says nothing of itself.
 */
import { notFound } from 'next/navigation'

import { isPassedMetricsRequest, metricsText } from '@/server/metrics.mjs'
import { fillFigures } from '@/sides/health/figures'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  if (!isPassedMetricsRequest(request.headers)) notFound()
  await fillFigures()
  const { contentType, body } = await metricsText()
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } })
}
