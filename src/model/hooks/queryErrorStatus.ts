import type { AfterErrorHook } from 'payload'

import { BAD_QUERY_MESSAGE, isBadQueryValueError } from '@/services/security/restQuery'

/** Payload hook: a database error caused by a query value answers 400, not 500 (src/services/security/restQuery.ts). */
export const queryErrorStatus: AfterErrorHook = ({ error }) => {
  if (!isBadQueryValueError(error)) return undefined
  return { status: 400, response: { errors: [{ message: BAD_QUERY_MESSAGE }] } }
}
