/**
 * GET /metrics (issue 54) on a running server: not public (404 without
 * METRICS_TOKEN, with a wrong one, or with a forged pass), the figures with
 * the token or on METRICS_PORT (127.0.0.1 only), and they move with what the
 * site does: a page view, a stored inquiry, a refused request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { validInquiry } from '../fixtures/submissions'
import { siteFormHeaders } from '../support/formHeaders'
import { freePort, startTestServer, type TestServer } from '../support/testServer'

const TOKEN = 'metrics-test-token-0123456789abcdef'

let server: TestServer
let metricsPort = 0

beforeAll(async () => {
  metricsPort = await freePort()
  server = await startTestServer('metrics', { env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) } })
})

afterAll(() => {
  server?.stop()
})

const figures = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
  const response = await fetch(`${server.baseURL}/metrics`, { headers })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

/** A sample's value in the text format, 0 when it is not there yet. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}${labels ? `{${labels}}` : ''} `))
  return line ? Number(line.split(' ').pop()) : 0
}

describe('/metrics', () => {
  it('is a 404 without the token, with a wrong one, and with a forged pass', async () => {
    expect((await figures({})).status).toBe(404)
    expect((await figures({ authorization: `Bearer ${TOKEN}x` })).status).toBe(404)
    expect((await figures({ 'x-campus-metrics-pass': 'anything' })).status).toBe(404)
    const denied = await figures({})
    expect(denied.text).not.toContain('campus_')
  })

  it("answers the token with Prometheus' text format, and moves with page views, submissions and refusals", async () => {
    const before = await figures()
    expect(before.status).toBe(200)
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/)
    const pageViews = (text: string) => sample(text, 'campus_http_requests_total', 'group="page",method="GET",status="200"')
    const inquiries = (text: string) => sample(text, 'campus_form_submissions_total', 'form="inquiries"')
    const crossSite = (text: string) => sample(text, 'campus_refused_requests_total', 'reason="cross_site"')

    expect((await fetch(`${server.baseURL}/about-us`)).status).toBe(200)
    const headers = await siteFormHeaders(server.baseURL, { 'content-type': 'application/json' })
    const stored = await fetch(`${server.baseURL}/v1/ContactUS/addInquiry`, { method: 'POST', headers, body: JSON.stringify(validInquiry()) })
    expect(stored.status).toBe(201)
    const foreign = await fetch(`${server.baseURL}/v1/ContactUS/addInquiry`, {
      method: 'POST',
      headers: { ...headers, origin: 'https://elsewhere.example' },
      body: JSON.stringify(validInquiry()),
    })
    expect(foreign.status).toBe(403)

    const after = await figures()
    expect(pageViews(after.text)).toBeGreaterThan(pageViews(before.text))
    expect(inquiries(after.text)).toBe(inquiries(before.text) + 1)
    expect(crossSite(after.text)).toBe(crossSite(before.text) + 1)
    expect(sample(after.text, 'campus_http_request_duration_seconds_count', 'group="v1"')).toBeGreaterThan(0)
    // Read when asked: the database answers, and the outbox and the runs have their gauges.
    expect(sample(after.text, 'campus_dependency_up', 'dependency="database"')).toBe(1)
    expect(after.text).toMatch(/^campus_mail_outbox_waiting \d+$/m)
    expect(after.text).toMatch(/^campus_mail_outbox_oldest_waiting_seconds \d+(\.\d+)?$/m)
    expect(after.text).toMatch(/^campus_backup_last_success_timestamp_seconds \d+$/m)
    expect(after.text).toMatch(/^campus_retention_last_run_timestamp_seconds \d+(\.\d+)?$/m)
    // Nothing that names a person, a record or an address is a label.
    expect(after.text).not.toMatch(/@|APP-|INQ-|\/v1\/|about-us/)
  })

  it('answers on METRICS_PORT without a token, on 127.0.0.1 only, and nothing else there', async () => {
    const local = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(local.status).toBe(200)
    expect(await local.text()).toContain('campus_http_requests_total')
    expect((await fetch(`http://127.0.0.1:${metricsPort}/about-us`)).status).toBe(404)
  })
})
