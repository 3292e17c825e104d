import { describe, expect, it } from 'vitest'

import { Users } from '@/model/collections/Users'
import { getEnv } from '@/settings'

import { sessionCookie } from './sessionCookie'

describe('the staff session cookie', () => {
  it('is Secure when the site is served over https, and never sent cross-site', () => {
    expect(sessionCookie('https://campus.example')).toEqual({ secure: true, sameSite: 'Lax' })
    expect(sessionCookie('http://localhost:3000')).toEqual({ secure: false, sameSite: 'Lax' })
  })

  it('is what the staff accounts use', () => {
    const auth = Users.auth as { cookies?: unknown }
    expect(auth.cookies).toEqual(sessionCookie(getEnv().siteUrl))
  })
})
