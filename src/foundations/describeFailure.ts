/**
 * What the log may say about a failure while handling a submission: the
 * error's kind and a database or mail error code. Never its message or
 * details: a failed query carries the submitted values (PostgreSQL's and
 * Drizzle's errors quote the statement and its parameters), and a refused
 * mail names its addresses.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${error === null ? 'null' : typeof error}`
  const kind = error.constructor.name && error.constructor.name !== 'Error' ? error.constructor.name : error.name
  const code = errorCode(error) ?? (error.cause instanceof Error ? errorCode(error.cause) : undefined)
  return code ? `${kind} (code ${code})` : kind
}

/** A short code such as PostgreSQL's 22021 or SQLITE_CONSTRAINT, or nodemailer's EENVELOPE. */
function errorCode(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : undefined
}
