import { describe, expect, it } from 'vitest'

import { BAD_QUERY_MESSAGE } from '@/services/security/restQuery'

import { queryErrorStatus } from './queryErrorStatus'

const args = (error: unknown) => ({ error, context: {}, req: {} }) as Parameters<typeof queryErrorStatus>[0]

describe('queryErrorStatus', () => {
  it('turns a database error a query value caused into a 400 with a message', () => {
    const error = Object.assign(new Error('Failed query'), { cause: new RangeError('Only finite numbers') })
    expect(queryErrorStatus(args(error))).toEqual({ status: 400, response: { errors: [{ message: BAD_QUERY_MESSAGE }] } })
  })

  it('leaves any other failure to Payload, which answers 500', () => {
    expect(queryErrorStatus(args(new Error('connect ECONNREFUSED 127.0.0.1:5432')))).toBeUndefined()
  })
})
