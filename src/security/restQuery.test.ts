import { describe, expect, it } from 'vitest'

import { isBadQueryValueError, queryErrorStatus, restQueryProblem } from './restQuery'

const problem = (query: string) => restQueryProblem(new URL(`http://campus.test/api/media?${query}`))

describe('restQueryProblem', () => {
  it.each([
    ['limit=1e309', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=abc', 'limit'],
    ['page=1e309', 'page'],
    ['page=0', 'page'],
    ['depth=999', 'depth'],
    ['where={', 'where'],
    ['where=[1]', 'where'],
    ['where[filename][near]=1,2', 'Location'],
    ['where[or][0][filename][within]=x', 'Location'],
    ['where[alt][contains]=%00', 'NUL'],
  ])('refuses %s with a message', (query, word) => {
    expect(problem(query)).toContain(word)
  })

  it.each(['', 'limit=10&page=2&depth=1', 'limit=0', 'where[alt][like]=campus', 'where={"alt":{"equals":"x"}}', 'sort=-createdAt'])(
    'lets %s through',
    (query) => {
      expect(problem(query)).toBeNull()
    },
  )
})

describe('database errors caused by query values', () => {
  const driverError = (cause: unknown) => Object.assign(new Error('Failed query: select ... params: NaN'), { cause })

  it('recognises values the driver cannot bind and PostgreSQL data exceptions', () => {
    expect(isBadQueryValueError(driverError(new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')))).toBe(true)
    expect(isBadQueryValueError(driverError(new TypeError('undefined cannot be passed as argument to the database')))).toBe(true)
    expect(isBadQueryValueError(driverError(Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' })))).toBe(true)
  })

  it('leaves other failures as server errors', () => {
    expect(isBadQueryValueError(new Error('connection refused'))).toBe(false)
    expect(isBadQueryValueError(driverError(Object.assign(new Error('relation does not exist'), { code: '42P01' })))).toBe(false)
    expect(isBadQueryValueError(new TypeError('x is not a function'))).toBe(false)
  })

  it('turns them into a 400 with a message', () => {
    const args = { error: driverError(new RangeError('Only finite numbers')), context: {}, req: {} } as Parameters<typeof queryErrorStatus>[0]
    expect(queryErrorStatus(args)).toMatchObject({ status: 400 })
  })
})
