/**
 * The colour-scheme hint the back office asks for must not reach the public
 * site: Critical-CH makes a browser that did not send the hint (every first
 * visit) fetch the page twice.
 */
import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')

describe('client hints', () => {
  it('public pages, /v1 and the files are served without Accept-CH or Critical-CH', async () => {
    for (const path of ['/', '/about-us', '/no-such-page', '/v1/ContactUS/getContact', '/api/degrees?limit=1', '/robots.txt']) {
      const response = await fetch(`${baseURL}${path}`)
      expect(response.status, path).toBeLessThan(500)
      expect(response.headers.get('critical-ch'), path).toBeNull()
      expect(response.headers.get('accept-ch'), path).toBeNull()
      expect(response.headers.get('vary') ?? '', path).not.toContain('Sec-CH-Prefers-Color-Scheme')
    }
  })

  it('the back office still asks for the colour-scheme hint it draws its theme from', async () => {
    const response = await fetch(`${baseURL}/admin/login`)
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
