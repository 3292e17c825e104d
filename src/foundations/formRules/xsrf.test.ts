import { describe, expect, it } from 'vitest'

import { POST as formToken } from '@/app/form-token/route'

import { xsrfTokenIn } from './xsrf'

const TOKEN = 'Zm9ybS10b2tlbi1pbi1hLWNvb2tpZQ'

describe('the XSRF token in the cookies', () => {
  it('is the first copy that is a token the site could have made', () => {
    expect(xsrfTokenIn(`theme=dark; XSRF-TOKEN=${TOKEN}; other=1`)).toBe(TOKEN)
    expect(xsrfTokenIn(`XSRF-TOKEN=%E0%A4%A; XSRF-TOKEN=${TOKEN}`)).toBe(TOKEN)
  })

  it('is none when every copy is malformed, rather than an error', () => {
    for (const cookies of ['XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN=', 'XSRF-TOKEN=short', 'XSRF-TOKEN=has spaces in it here', 'XSRF-TOKENX=' + TOKEN, '']) {
      expect(xsrfTokenIn(cookies)).toBe('')
    }
  })
})

describe('/form-token', () => {
  const ask = (cookie?: string) => formToken(new Request('http://campus.test/form-token', { method: 'POST', headers: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : { 'sec-fetch-site': 'same-origin' } }))

  it('keeps a well-formed token', async () => {
    const response = await ask(`XSRF-TOKEN=${TOKEN}`)
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('replaces a malformed one (another subdomain can set it), so the forms can send again', async () => {
    for (const cookie of [undefined, 'XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN=abc']) {
      const response = await ask(cookie)
      expect(response.status).toBe(204)
      const set = response.headers.get('set-cookie') ?? ''
      expect(set).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\//)
      expect(xsrfTokenIn(set.split(';')[0]!)).not.toBe('')
    }
  })
})
