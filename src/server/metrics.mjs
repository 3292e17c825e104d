/**
 * The figures an operator watches, in Prometheus' text format (prom-client):
 * requests by route group and status, their latency, submissions by form,
 * refused requests by reason, the page and data caches' hits, jobs, mail,
 * and gauges read when Prometheus asks (the outbox, the last backup and
 * retention run, whether the database, Redis, the bucket and clamd answer:
 * src/sides/health/figures.ts, which /metrics runs first).
 *
 * One registry per process, on globalThis: the site's server, Next's cache
 * handler and the app's bundles each load their own copy of this module.
 * Labels take a few fixed values only: never a path with an id, an address
 * or a reference. Plain JavaScript so that the server can import it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'

import client from 'prom-client'

const SHARED = Symbol.for('campus.metrics')

/** Latency buckets, in seconds: a cached page answers in milliseconds, an upload in minutes. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120]

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Why a request was refused: the values of `campus_refused_requests_total`'s label. */
export const REFUSALS = [
  'rate_limit',
  'login_limit',
  'cross_site',
  'body_size',
  'slow_body',
  'connection_cap',
  'bad_request',
  'virus',
  'shutting_down',
]

function createMetrics() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'campus_' })
  const counter = (name, help, labelNames = []) => new client.Counter({ name, help, labelNames, registers: [registry] })
  const gauge = (name, help, labelNames = []) => new client.Gauge({ name, help, labelNames, registers: [registry] })
  return {
    registry,
    /** Checked by the /metrics route: set by the server on requests it let through, unknown to anyone else. */
    passkey: randomBytes(24).toString('hex'),
    requests: counter('campus_http_requests_total', 'Requests answered, by route group, method and status.', ['group', 'method', 'status']),
    duration: new client.Histogram({
      name: 'campus_http_request_duration_seconds',
      help: 'Time from a request’s arrival to its last byte, by route group.',
      labelNames: ['group'],
      buckets: SECONDS,
      registers: [registry],
    }),
    submissions: counter('campus_form_submissions_total', 'Submissions stored, by form.', ['form']),
    refused: counter('campus_refused_requests_total', 'Requests refused before their work, by reason.', ['reason']),
    cache: counter('campus_cache_lookups_total', 'Lookups in the page and data cache, by what was looked up and whether it was there.', ['cache', 'result']),
    jobs: counter('campus_jobs_total', 'Jobs run on this instance, by task and outcome.', ['task', 'outcome']),
    mails: counter('campus_mail_attempts_total', 'Attempts to send a mail from the outbox, by outcome.', ['outcome']),
    outboxWaiting: gauge('campus_mail_outbox_waiting', 'Mails waiting in the outbox to be sent (queued or failing).'),
    outboxOldest: gauge('campus_mail_outbox_oldest_waiting_seconds', 'Age of the oldest mail waiting in the outbox, 0 when none waits.'),
    outboxGivenUp: gauge('campus_mail_outbox_given_up', 'Mails given up, still in the outbox for staff to send again.'),
    lastBackup: gauge('campus_backup_last_success_timestamp_seconds', 'When the newest complete backup archive in BACKUP_DIR was made (Unix time); 0 when there is none.'),
    lastRetention: gauge('campus_retention_last_run_timestamp_seconds', 'When the last daily retention run finished (Unix time); 0 before the first.'),
    up: gauge('campus_dependency_up', 'Whether a part the site needs answers (1) or not (0): database, redis, bucket, clamd.', ['dependency']),
  }
}

export function metrics() {
  const holder = /** @type {Record<symbol, ReturnType<typeof createMetrics> | undefined>} */ (globalThis)
  holder[SHARED] ??= createMetrics()
  return holder[SHARED]
}

/** The route group of a path: a handful of values, whatever the path holds. */
export function routeGroup(pathname) {
  if (pathname.startsWith('/_next/')) return 'static'
  if (pathname.startsWith('/v1/')) return 'v1'
  if (pathname.startsWith('/api/')) return 'api'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/documents/')) return 'documents'
  if (pathname.startsWith('/staff-documents/') || pathname === '/preview') return 'staff'
  if (pathname === '/healthz' || pathname === '/readyz') return 'health'
  if (pathname === '/metrics') return 'metrics'
  if (pathname === '/form-token' || pathname === '/web-vitals') return 'site_api'
  return 'page'
}

/** Counts a request and its time once it is answered. */
export function measureRequest(request, response, pathname, started) {
  response.once('close', () => {
    const group = routeGroup(pathname)
    const figures = metrics()
    const method = METHODS.has(request.method ?? '') ? request.method : 'OTHER'
    figures.requests.inc({ group, method, status: String(response.statusCode) })
    figures.duration.observe({ group }, Number(process.hrtime.bigint() - started) / 1e9)
  })
}

export function countRefusal(reason) {
  metrics().refused.inc({ reason: REFUSALS.includes(reason) ? reason : 'bad_request' })
}

/** The figures as Prometheus reads them. */
export async function metricsText() {
  const { registry } = metrics()
  return { contentType: registry.contentType, body: await registry.metrics() }
}

/** The header the server sets on a /metrics request it let through, and the route checks. */
export const METRICS_PASS_HEADER = 'x-campus-metrics-pass'

/** Whether a request carries METRICS_TOKEN as `Authorization: Bearer …`, compared in constant time. */
export function hasMetricsToken(header, token) {
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false
  const sent = Buffer.from(header.slice('Bearer '.length))
  const wanted = Buffer.from(token)
  return sent.length === wanted.length && timingSafeEqual(sent, wanted)
}

/**
 * Marks a /metrics request as let through (a METRICS_TOKEN it carries, or the
 * separate METRICS_PORT), and strips a pass a client sent: anything else
 * reaching the route is answered 404, as if there were no such address.
 */
export function passMetricsRequest(request, allowed) {
  delete request.headers[METRICS_PASS_HEADER]
  if (allowed) request.headers[METRICS_PASS_HEADER] = metrics().passkey
}

export function isPassedMetricsRequest(headers) {
  const sent = headers.get(METRICS_PASS_HEADER)
  return sent !== null && sent === metrics().passkey
}
