/**
 * The login limits wired into Payload's login operation, which serves REST
 * (/api/users/login, also used by the /admin login form), GraphQL
 * (loginUser) and the first account's registration alike.
 */
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { getEnv } from '@/settings'
import { countRefusal } from '@/server/metrics.mjs'
import { sharedRedis } from '@/server/redisConnection.mjs'
import { clientNetwork } from '@/services/security/clientAddress'

import { LoginLimits, type LoginAttempt } from '@/services/security/loginLimits'
import { RedisLoginAttemptStore } from '@/services/security/redisLoginStore'

// One set of counts per server process, however many bundles import this module;
// in Redis when REDIS_URL is set, so that every instance counts together.
const SHARED = Symbol.for('campus.loginLimits')

function loginLimits(): LoginLimits {
  const holder = globalThis as { [SHARED]?: LoginLimits }
  if (!holder[SHARED]) {
    const { redisUrl, payloadSecret } = getEnv()
    holder[SHARED] = new LoginLimits(
      redisUrl ? new RedisLoginAttemptStore({ client: sharedRedis(redisUrl), keySecret: payloadSecret }) : undefined,
    )
  }
  return holder[SHARED]
}

const ATTEMPT = 'loginAttempt'

function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email : ''
  const decision = await loginLimits().begin(email, clientNetwork(req.headers))
  if (!decision.allowed) {
    countRefusal('login_limit')
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Retry-After', String(decision.retryAfterSeconds))
    // With data, Payload's REST reply carries the message whatever the error class is called once minified.
    throw new APIError(tooManyAttemptsMessage(decision.retryAfterSeconds), 429, { retryAfterSeconds: decision.retryAfterSeconds }, true)
  }
  req.context[ATTEMPT] = decision.attempt
  return args
}

export const recordSuccessfulLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context[ATTEMPT] as LoginAttempt | undefined
  if (attempt) {
    delete req.context[ATTEMPT]
    await loginLimits().succeeded(attempt)
  }
  return user
}
