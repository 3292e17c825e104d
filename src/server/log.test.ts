import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { LineThrottle, parseLogLevel, reclassifyingLogger, withRequestId } from './log.mjs'

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { lines, stream }
}

class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'APIError'
  }
}

const classify = (error: unknown) => {
  const status = (error as { status?: number }).status
  if (status === 429) return 'warn' as const
  return status !== undefined && status < 500 ? ('info' as const) : undefined
}

describe('the site log', () => {
  it('writes JSON lines with the time, the level by name and the id of the request being handled', () => {
    const { lines, stream } = capture()
    const log = reclassifyingLogger(classify, stream)
    log.info('before any request')
    withRequestId('req-1', () => log.info({ path: '/about-us' }, 'request'))
    expect(lines[0]).toEqual({ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), msg: 'before any request' })
    expect(lines[1]).toMatchObject({ level: 'info', reqId: 'req-1', path: '/about-us', msg: 'request' })
  })

  it("logs a caller's mistake as what it is, without a stack, and the site's own failure as an error with one", () => {
    const { lines, stream } = capture()
    const log = reclassifyingLogger(classify, stream)
    withRequestId('req-2', () => {
      log.error({ err: new ApiError('Too many failed sign-ins.', 429) })
      log.error({ err: new ApiError('You are not allowed to perform this action.', 403) })
      log.error({ err: new Error('The database went away') })
    })
    expect(lines[0]).toEqual({ level: 'warn', time: expect.any(String), reqId: 'req-2', error: 'APIError', status: 429, msg: 'Too many failed sign-ins.' })
    expect(lines[1]).toMatchObject({ level: 'info', status: 403, msg: 'You are not allowed to perform this action.' })
    expect(lines[2]).toMatchObject({ level: 'error', reqId: 'req-2', err: { type: 'Error', message: 'The database went away', stack: expect.stringContaining('Error') } })
  })

  it('logs a query GraphQL refused (a 403 wrapped in a GraphQLError) as info, without a stack', () => {
    const { lines, stream } = capture()
    const log = reclassifyingLogger(classify, stream)
    const refused = new ApiError('You are not allowed to perform this action.', 403)
    const wrapped = Object.assign(new Error(refused.message), { name: 'GraphQLError', originalError: refused, path: ['Users'] })
    log.error({ err: wrapped })
    expect(lines).toEqual([{ level: 'info', time: expect.any(String), error: 'APIError', status: 403, msg: 'You are not allowed to perform this action.' }])
  })

  it('writes at most a window\'s share of refusals, and then how many it left out; the site\'s own errors always', () => {
    const { lines, stream } = capture()
    const clock = { now: 0 }
    const log = reclassifyingLogger(classify, stream, new LineThrottle({ limit: 3, windowMs: 60_000, now: () => clock.now }))
    const refusal = () => log.error({ err: new ApiError('You are not allowed to perform this action.', 403) })
    for (let index = 0; index < 1000; index += 1) refusal()
    log.error({ err: new Error('The database went away') })
    expect(lines.map((line) => line.level)).toEqual(['info', 'info', 'info', 'error'])
    clock.now += 59_999
    refusal()
    expect(lines).toHaveLength(4)
    clock.now += 1
    refusal()
    expect(lines).toHaveLength(5)
    expect(lines[4]).toMatchObject({ level: 'info', status: 403, refusalsNotLogged: 998 })
    refusal()
    expect(lines[5]).not.toHaveProperty('refusalsNotLogged')
  })

  it("writes of an error its name, code, message and stack, never the driver's other fields", () => {
    const { lines, stream } = capture()
    const log = reclassifyingLogger(classify, stream)
    const error = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET', client: { connectionParameters: { user: 'campus', host: 'db.internal' } } })
    log.error({ err: error })
    expect(Object.keys(lines[0]!.err as object)).toEqual(['type', 'code', 'message', 'stack'])
    expect(JSON.stringify(lines[0])).not.toContain('db.internal')
  })

  it('reads LOG_LEVEL: one of pino\'s levels, unset for info', () => {
    expect(parseLogLevel(undefined)).toBe('info')
    expect(parseLogLevel(' WARN ')).toBe('warn')
    expect(parseLogLevel('verbose')).toBeNull()
  })
})
