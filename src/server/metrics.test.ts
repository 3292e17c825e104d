/** The figures' names, labels and gate: Prometheus' conventions, a few label values only, and no way past the token. */
import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { countRefusal, hasMetricsToken, isPassedMetricsRequest, measureRequest, metrics, metricsText, passMetricsRequest, routeGroup } from './metrics.mjs'

describe('the route groups', () => {
  it.each([
    ['/', 'page'],
    ['/degree/bsc-applied-accounting', 'page'],
    ['/programs/17', 'page'],
    ['/v1/academicPage/getDegreeDetails', 'v1'],
    ['/api/degree-applications/12', 'api'],
    ['/admin/collections/inquiries/4', 'admin'],
    ['/_next/static/chunks/abc.js', 'static'],
    ['/documents/7/handbook.pdf', 'documents'],
    ['/staff-documents/12/3f2a.pdf', 'staff'],
    ['/readyz', 'health'],
    ['/metrics', 'metrics'],
  ])('%s is %s', (path, group) => {
    expect(routeGroup(path)).toBe(group)
  })
})

/** A counter's value for these labels now (other tests in this process may have counted before). */
async function valueOf(counter: { get: () => Promise<{ values: { labels: Record<string, unknown>; value: number; metricName?: string }[] }> }, labels: Record<string, string>, metricName?: string) {
  const { values } = await counter.get()
  const found = values.find((entry) => (!metricName || entry.metricName === metricName) && Object.entries(labels).every(([key, value]) => entry.labels[key] === value))
  return found?.value ?? 0
}

describe('a request', () => {
  it('is counted by group, method and status, and timed by group, once it is answered', async () => {
    const { requests, duration } = metrics()
    const labels = { group: 'v1', method: 'POST', status: '201' }
    const [before, timedBefore] = [await valueOf(requests, labels), await valueOf(duration, { group: 'v1' }, 'campus_http_request_duration_seconds_count')]
    const response = Object.assign(new EventEmitter(), { statusCode: 201 })
    measureRequest({ method: 'POST' }, response, '/v1/ContactUS/addInquiry', process.hrtime.bigint())
    measureRequest({ method: 'BREW' }, Object.assign(new EventEmitter(), { statusCode: 405 }), '/', process.hrtime.bigint())
    expect(await valueOf(requests, labels)).toBe(before)
    response.emit('close')
    expect(await valueOf(requests, labels)).toBe(before + 1)
    expect(await valueOf(duration, { group: 'v1' }, 'campus_http_request_duration_seconds_count')).toBe(timedBefore + 1)
    // An unknown method is never a label of its own.
    expect((await metricsText()).body).not.toMatch(/method="BREW"/)
  })

  it('refused is counted by a reason from the list, whatever it is called with', async () => {
    const { refused } = metrics()
    const [limited, bad] = [await valueOf(refused, { reason: 'rate_limit' }), await valueOf(refused, { reason: 'bad_request' })]
    countRefusal('rate_limit')
    countRefusal('something new')
    expect(await valueOf(refused, { reason: 'rate_limit' })).toBe(limited + 1)
    expect(await valueOf(refused, { reason: 'bad_request' })).toBe(bad + 1)
    expect((await metricsText()).body).not.toContain('something new')
  })
})

describe('the names', () => {
  it("follow Prometheus' conventions: the unit in the name, counters ending in _total, the site's prefix", async () => {
    const own = (await metrics().registry.getMetricsAsJSON()).filter((metric) => !/^campus_(process|nodejs)_/.test(metric.name))
    expect(own.length).toBeGreaterThan(10)
    for (const metric of own) {
      expect(metric.name).toMatch(/^campus_[a-z_]+$/)
      if (String(metric.type) === 'counter') expect(metric.name, metric.name).toMatch(/_total$/)
      if (String(metric.type) === 'histogram') expect(metric.name, metric.name).toMatch(/_seconds$/)
      if (metric.name.endsWith('_timestamp_seconds') || metric.name.endsWith('_age_seconds')) expect(String(metric.type)).toBe('gauge')
    }
  })
})

describe('the gate', () => {
  it('takes only the token, as a bearer, compared whole', () => {
    expect(hasMetricsToken('Bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(hasMetricsToken('Bearer s3cret-toke', 's3cret-token')).toBe(false)
    expect(hasMetricsToken('Bearer s3cret-token2', 's3cret-token')).toBe(false)
    expect(hasMetricsToken('s3cret-token', 's3cret-token')).toBe(false)
    expect(hasMetricsToken(undefined, 's3cret-token')).toBe(false)
    // No token set: nobody passes.
    expect(hasMetricsToken('Bearer ', undefined)).toBe(false)
  })

  it('strips a pass a client sent, and marks one the server let through', () => {
    const forged = { headers: { 'x-campus-metrics-pass': 'guess' } as Record<string, string> }
    passMetricsRequest(forged, false)
    expect(isPassedMetricsRequest(new Headers(forged.headers))).toBe(false)
    const allowed = { headers: {} as Record<string, string> }
    passMetricsRequest(allowed, true)
    expect(isPassedMetricsRequest(new Headers(allowed.headers))).toBe(true)
  })
})
