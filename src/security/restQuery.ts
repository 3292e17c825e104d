/**
 * Payload's REST API turns some malformed queries into database errors and
 * answers 500 (limit=1e309 reaches the driver as Infinity, where={ fails to
 * parse, an id of "abc" becomes NaN). The route checks the query first and
 * answers 400 with a message; queryErrorStatus catches what gets past it.
 */
import type { AfterErrorHook } from 'payload'

/** Whole-number parameters and the largest value each may take. */
const NUMBER_PARAMS: Record<string, { min: number; max: number }> = {
  limit: { min: 0, max: 10_000 },
  page: { min: 1, max: 1_000_000 },
  depth: { min: 0, max: 10 },
}

/** No field of the content model is a point, so these never have a use. */
const GEO_OPERATORS = ['near', 'within', 'intersects']

const BAD_QUERY_MESSAGE = 'The request could not be understood: check its query parameters.'

/** A message naming what is wrong with the query, or null when it may go to Payload. */
export function restQueryProblem(url: URL): string | null {
  for (const [key, value] of url.searchParams) {
    if (value.includes('\u0000') || key.includes('\u0000')) return 'Query parameters must not contain NUL characters.'
    const range = NUMBER_PARAMS[key]
    if (range) {
      const number = Number(value)
      if (!/^\d{1,9}$/.test(value) || number < range.min || number > range.max) {
        return `The ${key} parameter must be a whole number from ${range.min} to ${range.max}.`
      }
    }
    if (key === 'where' && !isJsonObject(value)) return 'The where parameter must be written as where[field][operator]=value.'
    const operators = key.match(/\[([^\]]*)\]/g)?.map((part) => part.slice(1, -1)) ?? []
    if (key.startsWith('where[') && operators.some((operator) => GEO_OPERATORS.includes(operator))) {
      return 'Location queries (near, within, intersects) are not supported.'
    }
  }
  return null
}

function isJsonObject(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as unknown
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  } catch {
    return false
  }
}

/** Wraps a Payload REST handler so that a malformed query never reaches it. */
export function withQueryCheck<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return (request: Request, context: Context): Promise<Response> => {
    const problem = restQueryProblem(new URL(request.url))
    if (problem) return Promise.resolve(Response.json({ errors: [{ message: problem }] }, { status: 400 }))
    return handler(request, context)
  }
}

/**
 * Errors that a value from the request caused in the database driver: a
 * number it cannot bind (NaN, Infinity), a value the column's type refuses
 * (PostgreSQL's data exceptions, class 22). Anything else stays a 500.
 */
export function isBadQueryValueError(error: unknown): boolean {
  for (let current = error as { cause?: unknown; code?: unknown; message?: unknown } | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^22[0-9A-Z]{3}$/.test(current.code)) return true
    if (
      (current instanceof RangeError || current instanceof TypeError) &&
      /cannot be passed as argument|Only finite numbers/i.test(String(current.message))
    ) {
      return true
    }
    current = current.cause as typeof current
  }
  return false
}

/** Payload hook: a database error caused by a query value answers 400, not 500. */
export const queryErrorStatus: AfterErrorHook = ({ error }) => {
  if (!isBadQueryValueError(error)) return undefined
  return { status: 400, response: { errors: [{ message: BAD_QUERY_MESSAGE }] } }
}
