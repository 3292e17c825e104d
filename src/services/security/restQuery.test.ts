import { describe, expect, it } from 'vitest'

import { isBadQueryValueError, restQueryProblem } from './restQuery'

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
    ['where[slug][equals][0]=a&where[slug][equals][1]=b', 'equals operator compares with one value'],
    ['where[or][0][slug][like][0]=a', 'like operator'],
    ['where[id][greater_than][x]=1', 'greater_than operator'],
    ['where={"slug":{"equals":["a","b"]}}', 'equals operator'],
    ['where={"or":[{"id":{"less_than":{"a":1}}}]}', 'less_than operator'],
    ['where[slug][all][0]=a', 'all operator is not supported'],
    ['where={"slug":{"all":["a"]}}', 'all operator is not supported'],
  ])('refuses %s with a message', (query, word) => {
    expect(problem(query)).toContain(word)
  })

  it.each([
    '',
    'limit=10&page=2&depth=1',
    'limit=0',
    'where[alt][like]=campus',
    'where={"alt":{"equals":"x"}}',
    'sort=-createdAt',
    'where[id][in][0]=1&where[id][in][1]=2',
    'where[id][not_in]=1,2',
    'where[or][0][slug][equals]=a&where[or][1][slug][equals]=b',
    'where={"id":{"in":[1,2]}}',
  ])(
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
    expect(isBadQueryValueError(driverError(new Error('SQLite3 can only bind numbers, strings, bigints, buffers, and null')))).toBe(true)
    expect(isBadQueryValueError(driverError(Object.assign(new Error('SQLITE_ERROR: incomplete input'), { code: 'SQLITE_ERROR' })))).toBe(true)
    expect(isBadQueryValueError(driverError(Object.assign(new Error('syntax error at end of input'), { code: '42601' })))).toBe(true)
    expect(isBadQueryValueError(driverError(Object.assign(new Error('operator does not exist: integer ~~* unknown'), { code: '42883' })))).toBe(true)
    expect(isBadQueryValueError(driverError(Object.assign(new Error('relation "degrees" does not exist'), { code: '42P01' })))).toBe(false)
    expect(isBadQueryValueError(driverError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(false)
  })

  it('leaves other failures as server errors', () => {
    expect(isBadQueryValueError(new Error('connection refused'))).toBe(false)
    expect(isBadQueryValueError(driverError(Object.assign(new Error('relation does not exist'), { code: '42P01' })))).toBe(false)
    expect(isBadQueryValueError(new TypeError('x is not a function'))).toBe(false)
  })
})
