import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, parseEnv, secretFromDataDir } from '@/settings'
import { describeOnlinePayment } from '@/server/serverSettings.mjs'

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
    expect(env.redisUrl).toBeUndefined()
    expect(env.s3).toBeUndefined()
    expect(env.clamd).toBeUndefined()
    expect(env.payhere).toBeUndefined()
  })

  it('reads the PayHere merchant, on the sandbox unless told otherwise', () => {
    const merchant = { PAYHERE_MERCHANT_ID: ' 1221149 ', PAYHERE_MERCHANT_SECRET: 'MzQ1Njc4OTAxMjM0NTY3', SITE_URL: 'https://campus.example' }
    expect(parseEnv(merchant).payhere).toEqual({ merchantId: '1221149', secret: 'MzQ1Njc4OTAxMjM0NTY3', sandbox: true, checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout' })
    expect(parseEnv({ ...merchant, PAYHERE_SANDBOX: 'false' }).payhere).toMatchObject({ sandbox: false, checkoutUrl: 'https://www.payhere.lk/pay/checkout' })
    expect(parseEnv({ ...merchant, PAYHERE_SANDBOX: '1' }).payhere?.sandbox).toBe(true)
    expect(parseEnv({ PAYHERE_SANDBOX: 'false' }).payhere).toBeUndefined()
  })

  it('posts the checkout to a stand-in when tests say where, and refuses an address that is not one', () => {
    const merchant = { PAYHERE_MERCHANT_ID: '1221149', PAYHERE_MERCHANT_SECRET: 'MzQ1Njc4OTAxMjM0NTY3', SITE_URL: 'https://campus.example' }
    expect(parseEnv({ ...merchant, PAYHERE_CHECKOUT_URL: 'http://127.0.0.1:4100/pay/checkout' }).payhere?.checkoutUrl).toBe('http://127.0.0.1:4100/pay/checkout')
    expect(() => parseEnv({ ...merchant, PAYHERE_CHECKOUT_URL: 'stand-in' })).toThrow(/PAYHERE_CHECKOUT_URL/)
  })

  it('reads where clamd listens, on its usual port unless told', () => {
    expect(parseEnv({ CLAMD_HOST: ' clamav.internal ' }).clamd).toEqual({ host: 'clamav.internal', port: 3310 })
    expect(parseEnv({ CLAMD_HOST: '127.0.0.1', CLAMD_PORT: '3320' }).clamd).toEqual({ host: '127.0.0.1', port: 3320 })
    expect(parseEnv({ CLAMD_HOST: '[::1]' }).clamd).toEqual({ host: '::1', port: 3310 })
    expect(parseEnv({ CLAMD_HOST: '' }).clamd).toBeUndefined()
  })

  it('reads an S3-compatible store: its own keys, or none for the AWS SDK\'s chain', () => {
    expect(
      parseEnv({
        S3_BUCKET: 'campus-files',
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'campus-files',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
    expect(parseEnv({ S3_BUCKET: 'campus-files', AWS_REGION: 'ap-south-1' }).s3).toEqual({
      bucket: 'campus-files',
      endpoint: undefined,
      region: 'ap-south-1',
      forcePathStyle: false,
      credentials: undefined,
    })
    expect(parseEnv({ S3_BUCKET: 'campus-files', S3_REGION: 'eu-west-1', AWS_REGION: 'ap-south-1' }).s3?.region).toBe('eu-west-1')
  })

  it('reads REDIS_URL, plain or over TLS', () => {
    expect(parseEnv({ REDIS_URL: ' redis://cache:6379/2 ' }).redisUrl).toBe('redis://cache:6379/2')
    expect(parseEnv({ REDIS_URL: 'rediss://user:pw@cache.example:6380' }).redisUrl).toBe('rediss://user:pw@cache.example:6380')
    expect(parseEnv({ REDIS_URL: '' }).redisUrl).toBeUndefined()
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
    [{ REDIS_URL: 'cache:6379' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ LIVE_CHAT_ORIGINS: 'http://chat.example' }, 'LIVE_CHAT_ORIGINS: must be https:// origins'],
    [{ LIVE_CHAT_ORIGINS: 'https://chat.example/widget.js' }, 'LIVE_CHAT_ORIGINS: must be https:// origins'],
    [{ ADMIN_EMAIL: 'staff@campus.example' }, 'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL: must be an e-mail address'],
    [{ ADMIN_EMAIL: 'staff@campus.example', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 12 characters long'],
    [{ S3_BUCKET: 'Campus_Files', S3_REGION: 'eu-west-1' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'campus-files', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be the store'],
    [{ S3_BUCKET: 'campus-files', S3_ENDPOINT: 'https://s3.example/bucket' }, 'S3_ENDPOINT: must be the store'],
    [{ S3_BUCKET: 'campus-files', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
    [{ S3_BUCKET: 'campus-files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET: must be set when S3_ENDPOINT'],
    [{ S3_BUCKET: 'campus-files' }, 'S3_REGION: or AWS_REGION must be set for AWS S3'],
    [{ CLAMD_HOST: 'tcp://clamav:3310' }, 'CLAMD_HOST: must be the host name or address'],
    [{ CLAMD_HOST: 'clamav', CLAMD_PORT: '70000' }, 'CLAMD_PORT: must be the port clamd listens on'],
    [{ CLAMD_PORT: '3310' }, 'CLAMD_HOST: must be set when CLAMD_PORT is'],
    [{ PAYHERE_MERCHANT_ID: '1221149' }, 'PAYHERE_MERCHANT_SECRET: PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET must be set together'],
    [{ PAYHERE_MERCHANT_ID: 'M-1221149', PAYHERE_MERCHANT_SECRET: 'MzQ1Njc4OTAxMjM0NTY3' }, 'PAYHERE_MERCHANT_ID: must be the merchant id'],
    [{ PAYHERE_MERCHANT_ID: '1221149', PAYHERE_MERCHANT_SECRET: 'has a space' }, 'PAYHERE_MERCHANT_SECRET: must be the merchant secret'],
    [{ PAYHERE_SANDBOX: 'live' }, 'PAYHERE_SANDBOX: must be true or false'],
    [{ PAYHERE_MERCHANT_ID: '1221149', PAYHERE_MERCHANT_SECRET: 'MzQ1Njc4OTAxMjM0NTY3' }, "SITE_URL: must be set to the site's public address when online payment is on"],
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

describe('what the server says at start about online payment', () => {
  const merchant = { PAYHERE_MERCHANT_ID: '1221149', PAYHERE_MERCHANT_SECRET: 'MzQ1Njc4OTAxMjM0NTY3', SITE_URL: 'https://campus.example' }

  it('names the gateway, warning when it is the sandbox by default or not PayHere', () => {
    expect(describeOnlinePayment({})).toMatchObject({ gateway: 'off', level: 'info' })
    expect(describeOnlinePayment(merchant)).toEqual({
      gateway: 'sandbox',
      level: 'warn',
      message: "Online payment goes through PayHere's SANDBOX (https://sandbox.payhere.lk/pay/checkout): no money moves. Set PAYHERE_SANDBOX=false for the live gateway.",
    })
    expect(describeOnlinePayment({ ...merchant, PAYHERE_SANDBOX: 'false' })).toEqual({
      gateway: 'live',
      level: 'info',
      message: "Online payment goes through PayHere's live gateway (https://www.payhere.lk/pay/checkout); its notices come to https://campus.example/v1/payments/payhere/notify.",
    })
    expect(describeOnlinePayment({ ...merchant, PAYHERE_CHECKOUT_URL: 'http://127.0.0.1:4100/pay/checkout' })).toMatchObject({ gateway: 'other', level: 'warn' })
  })
})
