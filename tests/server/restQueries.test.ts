/**
 * Malformed queries to Payload's REST API are the caller's mistake: 400 with
 * a message, or 404 for a file that does not exist, never a 500.
 */
import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')

describe("Payload's REST API and malformed queries", () => {
  it.each([
    '/api/media?limit=1e309',
    '/api/media?page=1e309',
    '/api/media?where={',
    '/api/media/count?where={',
    '/api/media/1e309',
    '/api/media/abc',
    '/api/media?where[filename][near]=1,2',
    '/api/media?where[id][in]=a,b',
    '/api/media?where[createdAt][greater_than]=notadate',
    '/api/degrees?where[degree_name][like]=%00',
    '/api/degrees?where[slug][equals][0]=a&where[slug][equals][1]=b',
    '/api/degrees?where[or][0][id][greater_than][0]=1&where[or][0][id][greater_than][1]=2',
    '/api/degrees?where[slug][all][0]=a',
    '/api/degrees?where[createdAt][contains]=a',
  ])('%s answers 400 with a message', async (path) => {
    const response = await fetch(`${baseURL}${path}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]?.message).toMatch(/\w+/)
  })

  it.each(['/api/media/file/unknown.png', '/api/documents/file/nothing-here.pdf', '/api/videos/file/missing.mp4'])(
    '%s answers 404',
    async (path) => {
      const response = await fetch(`${baseURL}${path}`)
      expect(response.status).toBe(404)
    },
  )

  it('still answers a well-formed query', async () => {
    const response = await fetch(`${baseURL}/api/media?limit=2&page=1&where[id][greater_than]=0`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(2)
  })
})
