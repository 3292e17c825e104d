import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, parseEnv, secretFromDataDir } from './env'

describe('parseEnv', () => {
  it('has working defaults for a first start', () => {
    const env = parseEnv({})
    expect(env.port).toBe(3000)
    expect(env.dataDir).toBe(path.resolve('data'))
    expect(env.databaseKind).toBe('sqlite')
    expect(env.sqliteUrl).toBe(`file:${path.resolve('data', 'campus.db')}`)
    expect(env.siteUrl).toBe('http://localhost:3000')
    expect(env.firstAdmin).toBeUndefined()
    expect(env.trustedProxyHops).toBe(0)
    expect(env.liveChatOrigins).toEqual([])
  })

  it('reads the trusted proxy hops and the live-chat origins', () => {
    const env = parseEnv({ TRUSTED_PROXY_HOPS: '2', LIVE_CHAT_ORIGINS: 'https://embed.chat.example, https://cdn.chat.example:8443/' })
    expect(env.trustedProxyHops).toBe(2)
    expect(env.liveChatOrigins).toEqual(['https://embed.chat.example', 'https://cdn.chat.example:8443'])
  })

  it('selects PostgreSQL for a postgres:// URL and follows PORT in the default site URL', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u@db:5432/campus', PORT: '8080' })
    expect(env.databaseKind).toBe('postgres')
    expect(env.siteUrl).toBe('http://localhost:8080')
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// URL'],
    [{ PAYLOAD_SECRET: 'short' }, 'PAYLOAD_SECRET: must be at least 32 characters long'],
    [{ SITE_URL: 'campus.lk' }, 'SITE_URL: must be an absolute http(s) URL'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS'],
    [{ LIVE_CHAT_ORIGINS: 'http://chat.example' }, 'LIVE_CHAT_ORIGINS: must be https:// origins'],
    [{ LIVE_CHAT_ORIGINS: 'https://chat.example/widget.js' }, 'LIVE_CHAT_ORIGINS: must be https:// origins'],
    [{ ADMIN_EMAIL: 'staff@campus.example' }, 'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL: must be an e-mail address'],
    [{ ADMIN_EMAIL: 'staff@campus.example', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 12 characters long'],
  ])('names the bad variable in %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError)
    expect(() => parseEnv(source)).toThrow(message)
  })

  it('strips a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://campus.example/' }).siteUrl).toBe('https://campus.example')
  })
})

describe('secretFromDataDir', () => {
  it('makes a secret once and returns the same one afterwards', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-env-'))
    const first = secretFromDataDir(dir)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(secretFromDataDir(dir)).toBe(first)
    expect(fs.statSync(path.join(dir, '.payload-secret')).mode & 0o777).toBe(0o600)
  })
})
