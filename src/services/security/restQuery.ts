/**
 * Payload's REST API turns some malformed queries into database errors and
 * answers 500 (limit=1e309 reaches the driver as Infinity, where={ fails to
 * parse, an id of "abc" becomes NaN). The route checks the query first and
 * answers 400 with a message; src/model/hooks/queryErrorStatus.ts catches what gets past it.
 */
/** Whole-number parameters and the largest value each may take. */
const NUMBER_PARAMS: Record<string, { min: number; max: number }> = {
  limit: { min: 0, max: 10_000 },
  page: { min: 1, max: 1_000_000 },
  depth: { min: 0, max: 10 },
}

/** No field of the content model is a point, so these never have a use. */
const GEO_OPERATORS = ['near', 'within', 'intersects']

/** Payload's SQLite adapter has no `all` and failed on it with a 500; nothing of the site's needs it. */
const UNSUPPORTED_OPERATORS = ['all']

export const BAD_QUERY_MESSAGE = 'The request could not be understood: check its query parameters.'

/** Payload's operators that take a list; every other one compares with one value. */
const LIST_OPERATORS = new Set(['in', 'not_in'])
const SINGLE_VALUE_OPERATORS = new Set([
  'equals', 'not_equals', 'like', 'not_like', 'contains', 'exists',
  'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal',
])

/**
 * The operator of a `where[...]` key that is given more than one value
 * (`where[slug][equals][0]=a&where[slug][equals][1]=b`), or null. Such a list
 * reached the database drivers, which failed on it with a 500.
 */
function listGivenToSingleOperator(segments: string[]): string | null {
  const at = segments.findIndex((segment) => SINGLE_VALUE_OPERATORS.has(segment) || LIST_OPERATORS.has(segment))
  const operator = segments[at]
  return at >= 0 && operator && SINGLE_VALUE_OPERATORS.has(operator) && at < segments.length - 1 ? operator : null
}

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
    const listIn = key === 'where' ? listInJsonWhere(JSON.parse(value) as unknown) : null
    if (listIn === 'all') return 'The all operator is not supported: use in.'
    if (listIn) return `The ${listIn} operator compares with one value; only in and not_in take a list.`
    const operators = key.match(/\[([^\]]*)\]/g)?.map((part) => part.slice(1, -1)) ?? []
    if (key.startsWith('where[') && operators.some((operator) => GEO_OPERATORS.includes(operator))) {
      return 'Location queries (near, within, intersects) are not supported.'
    }
    if (key.startsWith('where[') && operators.some((operator) => UNSUPPORTED_OPERATORS.includes(operator))) {
      return 'The all operator is not supported: use in.'
    }
    const single = key.startsWith('where[') ? listGivenToSingleOperator(operators) : null
    if (single) return `The ${single} operator compares with one value; only in and not_in take a list.`
  }
  return null
}

/** The same for a where given as JSON: an operator above whose value is a list or an object. */
function listInJsonWhere(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null
  for (const [key, value] of Object.entries(node)) {
    if (UNSUPPORTED_OPERATORS.includes(key) || (SINGLE_VALUE_OPERATORS.has(key) && value !== null && typeof value === 'object')) return key
    const deeper = LIST_OPERATORS.has(key) ? null : listInJsonWhere(value)
    if (deeper) return deeper
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
 * number it cannot bind (NaN, Infinity), a list SQLite cannot bind, a value
 * the column's type refuses (PostgreSQL's data exceptions, class 22), SQL
 * the adapter could not write for the operator asked. Anything else (a
 * database that does not answer above all) stays a 500.
 */
export function isBadQueryValueError(error: unknown): boolean {
  for (let current = error as { cause?: unknown; code?: unknown; message?: unknown } | undefined, depth = 0; current && depth < 5; depth += 1) {
    const code = String(current.code)
    if (/^22[0-9A-Z]{3}$/.test(code)) return true
    if (
      (current instanceof RangeError || current instanceof TypeError) &&
      /cannot be passed as argument|Only finite numbers/i.test(String(current.message))
    ) {
      return true
    }
    // SQLite's driver, given a list or an object to bind.
    if (/can only bind numbers, strings, bigints, buffers, and null/i.test(String(current.message))) return true
    // SQL the adapters could not write for an operator the field does not take (contains on a date): the
    // query's only dynamic part is the request's, so a syntax error there is the request's.
    if (QUERY_CAUSED_SQL_ERRORS.includes(code) || (code === 'SQLITE_ERROR' && /incomplete input|syntax error/i.test(String(current.message)))) return true
    current = current.cause as typeof current
  }
  return false
}

/** PostgreSQL: a syntax error, an operator the column's type lacks (like on a number), a type mismatch. */
const QUERY_CAUSED_SQL_ERRORS = ['42601', '42883', '42804']
