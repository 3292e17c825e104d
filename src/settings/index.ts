/**
 * Configuration from the environment, checked once at start. A bad value stops
 * the process with a message that names the variable, instead of failing later
 * somewhere far from the cause.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { LOG_LEVELS, parseLogLevel } from '@/server/log.mjs'

import { privateFolder } from '../server/privateFiles.mjs'
import { parseChatOrigins, parseConnectionCap, parseShutdownGrace, payhereCheckoutUrl } from '../server/serverSettings.mjs'

export { FolderError } from '../server/privateFiles.mjs'

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))

const schema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: optionalText,
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// URL, or unset for the embedded SQLite database',
    ),
    PAYLOAD_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'must be at least 32 characters long',
    ),
    SITE_URL: optionalText.refine(
      (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
      'must be an absolute http(s) URL such as https://campus.example',
    ),
    ADMIN_EMAIL: optionalText.refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      'must be an e-mail address',
    ),
    ADMIN_PASSWORD: optionalText.refine(
      (value) => value === undefined || value.length >= 12,
      'must be at least 12 characters long',
    ),
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || /^smtps?:\/\/\S+$/.test(value),
      'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.campus.example:465',
    ),
    MAIL_FROM: optionalText,
    FORM_RATE_LIMIT: optionalText.refine(
      (value) => value === undefined || /^\d+\/\d+$/.test(value),
      'must be submissions/seconds, such as 20/600',
    ),
    STATUS_LOOKUP_RATE_LIMIT: optionalText.refine(
      (value) => value === undefined || /^\d+\/\d+$/.test(value),
      'must be attempts/seconds, such as 10/900',
    ),
    STATUS_REFERENCE_RATE_LIMIT: optionalText.refine(
      (value) => value === undefined || /^\d+\/\d+$/.test(value),
      'must be attempts/seconds, such as 5/900',
    ),
    REDIS_URL: optionalText.refine(
      (value) => value === undefined || /^rediss?:\/\/\S+$/.test(value),
      'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0, or unset to keep the cache and limits in memory',
    ),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Read by the site's server (scripts/serve.mjs); checked here too so that a bad value stops the start's preparation.
    SHUTDOWN_GRACE_S: optionalText.refine(
      (value) => parseShutdownGrace(value) !== null,
      'must be a whole number of seconds, such as 30',
    ),
    LOG_LEVEL: optionalText.refine((value) => parseLogLevel(value) !== null, `must be one of ${LOG_LEVELS.join(', ')}`),
    CONNECTIONS_PER_CLIENT: optionalText.refine(
      (value) => parseConnectionCap(value) !== null,
      'must be a whole number of connections, such as 100, or 0 for no cap',
    ),
    LIVE_CHAT_ORIGINS: optionalText.refine(
      (value) => parseChatOrigins(value) !== null,
      'must be https:// origins without a path, separated by commas, such as https://embed.chat.example',
    ),
    S3_BUCKET: optionalText.refine(
      (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    ),
    S3_ENDPOINT: optionalText.refine(
      (value) => value === undefined || /^https?:\/\/[^\s/]+\/?$/.test(value),
      'must be the store\'s http(s) address without a path, such as https://<account>.r2.cloudflarestorage.com',
    ),
    S3_REGION: optionalText.refine(
      (value) => value === undefined || /^[a-z0-9-]{2,40}$/.test(value),
      'must be a region name such as eu-west-1 (auto for Cloudflare R2)',
    ),
    AWS_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: optionalText.refine(
      (value) => value === undefined || /^(true|false|1|0)$/i.test(value),
      'must be true or false',
    ),
    CLAMD_HOST: optionalText.refine(
      (value) => value === undefined || /^(?:[A-Za-z0-9.-]{1,253}|\[?[0-9A-Fa-f:.]{2,45}\]?)$/.test(value),
      'must be the host name or address of ClamAV\'s daemon (clamd) without a scheme or port, such as 127.0.0.1 or clamav.internal',
    ),
    CLAMD_PORT: optionalText.refine(
      (value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535),
      'must be the port clamd listens on (its TCPSocket), a number from 1 to 65535, such as 3310',
    ),
    PAYHERE_MERCHANT_ID: optionalText.refine(
      (value) => value === undefined || /^\d{4,12}$/.test(value),
      'must be the merchant id PayHere gives, digits only, such as 1221149',
    ),
    PAYHERE_MERCHANT_SECRET: optionalText.refine(
      (value) => value === undefined || /^[\x21-\x7e]{8,200}$/.test(value),
      'must be the merchant secret PayHere gives for this site\'s domain, without spaces',
    ),
    PAYHERE_SANDBOX: optionalText.refine(
      (value) => value === undefined || /^(true|false|1|0)$/i.test(value),
      'must be true or false',
    ),
    // Tests only: where the checkout form posts instead of PayHere (a stand-in).
    PAYHERE_CHECKOUT_URL: optionalText.refine(
      (value) => value === undefined || /^https?:\/\/[^\s/]+\/\S*$/.test(value),
      'must be an absolute http(s) URL such as http://127.0.0.1:4100/pay/checkout',
    ),
    // Read by `npm run backup` and `npm run restore` (src/sides/backup).
    BACKUP_DIR: optionalText,
    BACKUP_KEEP: optionalText.refine(
      (value) => value === undefined || /^[1-9]\d{0,4}$/.test(value),
      'must be how many complete archives to keep, a whole number from 1, or unset to keep them all',
    ),
    BACKUP_PASSPHRASE: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .refine((value) => value === undefined || value.length >= 16, 'must be at least 16 characters long, or unset for archives that are not encrypted'),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS_* variables)',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  // Settings for a store without a bucket would be silently ignored: say so instead.
  .refine((env) => env.S3_BUCKET !== undefined || !(env.S3_ENDPOINT || env.S3_REGION || env.S3_ACCESS_KEY_ID || env.S3_FORCE_PATH_STYLE), {
    message: 'must be set when S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID or S3_FORCE_PATH_STYLE is',
    path: ['S3_BUCKET'],
  })
  // A port without a host would leave uploads unscanned while the operator believes they are scanned.
  .refine((env) => env.CLAMD_HOST !== undefined || env.CLAMD_PORT === undefined, {
    message: 'must be set when CLAMD_PORT is',
    path: ['CLAMD_HOST'],
  })
  // One without the other would leave the online payment off while the operator believes it is on.
  .refine((env) => Boolean(env.PAYHERE_MERCHANT_ID) === Boolean(env.PAYHERE_MERCHANT_SECRET), {
    message: 'PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET must be set together (or neither, for no online payment)',
    path: ['PAYHERE_MERCHANT_SECRET'],
  })
  // PayHere sends its notices to SITE_URL: without it they would go to localhost and no fee would ever be paid.
  .refine((env) => !env.PAYHERE_MERCHANT_ID || env.SITE_URL !== undefined, {
    message: "must be set to the site's public address when online payment is on (PAYHERE_MERCHANT_ID): PayHere sends its payment notices there",
    path: ['SITE_URL'],
  })
  .refine((env) => env.S3_BUCKET === undefined || Boolean(env.S3_REGION || env.AWS_REGION || env.S3_ENDPOINT), {
    message: 'or AWS_REGION must be set for AWS S3 (for another store, set S3_ENDPOINT)',
    path: ['S3_REGION'],
  })

type AppEnv = {
  port: number
  dataDir: string
  databaseUrl: string | undefined
  databaseKind: 'sqlite' | 'postgres'
  sqliteUrl: string
  payloadSecret: string
  siteUrl: string
  firstAdmin: { email: string; password: string } | undefined
  /** Mail goes through this SMTP server; without it, no mail is sent and the log names only the reference. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Form submissions allowed per client within the window. */
  formRateLimit: { max: number; windowMs: number }
  /** Status page lookups and uploads: per client address, and per reference whoever asks. */
  statusRateLimit: { perAddress: { max: number; windowMs: number }; perReference: { max: number; windowMs: number } }
  /**
   * Redis that several instances share for the page cache (read by
   * src/server/cache/cacheHandler.mjs straight from the environment), the form
   * limit and the sign-in counts; unset: all in this process's memory.
   */
  redisUrl: string | undefined
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For;
   * the client address is that many entries from the right (0: the connection).
   */
  trustedProxyHops: number
  /** Origins a live-chat script may load from; the Content-Security-Policy names them. */
  liveChatOrigins: string[]
  /**
   * The S3-compatible bucket every uploaded file goes to (pictures, documents,
   * videos, applicants' documents); unset: DATA_DIR on the local disk.
   */
  s3: S3Settings | undefined
  /**
   * ClamAV's daemon, which scans every uploaded file before it is stored
   * (src/services/virusScan); unset: files are stored after the site's own checks alone.
   */
  clamd: ClamdSettings | undefined
  /** PayHere's merchant account for paying the application fee online; unset: only the bank deposit is offered. */
  payhere: PayhereSettings | undefined
  /** Where `npm run backup` writes its archives, how many it keeps, and the passphrase that encrypts them. */
  backup: BackupSettings
}

export type BackupSettings = {
  /** Default: `backups` beside DATA_DIR, so that a restore's --replace never moves the archives aside with the data. */
  dir: string
  /** How many complete archives to keep; undefined keeps them all. */
  keep: number | undefined
  /** Undefined: archives are not encrypted. */
  passphrase: string | undefined
}

export type PayhereSettings = {
  merchantId: string
  secret: string
  /** PayHere's sandbox (test cards, no money moves) rather than the live gateway. */
  sandbox: boolean
  /** Where the checkout form posts: the sandbox's or the live gateway's page (or a test's stand-in). */
  checkoutUrl: string
}

export type ClamdSettings = { host: string; port: number }

/** clamd's port when CLAMD_PORT is not set: the one its TCPSocket examples use. */
export const DEFAULT_CLAMD_PORT = 3310

export type S3Settings = {
  bucket: string
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined
  region: string
  /** Bucket in the path (MinIO and most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

export class ConfigError extends Error {}

/** Reads and checks the variables; throws ConfigError naming each bad one. */
export function parseEnv(source: Record<string, string | undefined>): Omit<AppEnv, 'payloadSecret'> & {
  payloadSecret: string | undefined
} {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  const dataDir = path.resolve(env.DATA_DIR ?? 'data')
  return {
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseKind: env.DATABASE_URL ? 'postgres' : 'sqlite',
    sqliteUrl: `file:${path.join(dataDir, 'campus.db')}`,
    payloadSecret: env.PAYLOAD_SECRET,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    firstAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Campus website <no-reply@campus.example>',
    formRateLimit: parseRateLimit(env.FORM_RATE_LIMIT ?? '20/600'),
    statusRateLimit: {
      perAddress: parseRateLimit(env.STATUS_LOOKUP_RATE_LIMIT ?? '10/900'),
      perReference: parseRateLimit(env.STATUS_REFERENCE_RATE_LIMIT ?? '5/900'),
    },
    redisUrl: env.REDIS_URL,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    liveChatOrigins: parseChatOrigins(env.LIVE_CHAT_ORIGINS) ?? [],
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
          // Stores other than AWS ignore the region or take any; us-east-1 is what the SDK signs with by default.
          region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
          forcePathStyle: /^(true|1)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    clamd: env.CLAMD_HOST
      ? { host: env.CLAMD_HOST.replace(/^\[(.*)\]$/, '$1'), port: env.CLAMD_PORT === undefined ? DEFAULT_CLAMD_PORT : Number(env.CLAMD_PORT) }
      : undefined,
    payhere:
      env.PAYHERE_MERCHANT_ID && env.PAYHERE_MERCHANT_SECRET
        ? {
            merchantId: env.PAYHERE_MERCHANT_ID,
            secret: env.PAYHERE_MERCHANT_SECRET,
            sandbox: !/^(false|0)$/i.test(env.PAYHERE_SANDBOX ?? ''),
            checkoutUrl: payhereCheckoutUrl({ PAYHERE_MERCHANT_ID: env.PAYHERE_MERCHANT_ID, PAYHERE_MERCHANT_SECRET: env.PAYHERE_MERCHANT_SECRET, PAYHERE_SANDBOX: env.PAYHERE_SANDBOX, PAYHERE_CHECKOUT_URL: env.PAYHERE_CHECKOUT_URL }) as string,
          }
        : undefined,
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(path.dirname(dataDir), 'backups')),
      keep: env.BACKUP_KEEP === undefined ? undefined : Number(env.BACKUP_KEEP),
      passphrase: env.BACKUP_PASSPHRASE,
    },
  }
}

function parseRateLimit(value: string): { max: number; windowMs: number } {
  const [max, seconds] = value.split('/').map(Number)
  return { max: max as number, windowMs: (seconds as number) * 1000 }
}

/**
 * Without PAYLOAD_SECRET, a random secret is made once and kept in DATA_DIR so
 * that staff sessions survive restarts and the first start needs no set-up.
 */
export function secretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, '.payload-secret')
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // not there yet: made below
  }
  privateFolder(dataDir, 'DATA_DIR')
  const secret = randomBytes(32).toString('hex')
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch {
    // another process wrote it first: use theirs
    return fs.readFileSync(file, 'utf8').trim()
  }
}

let cached: AppEnv | undefined

/** The merchant account the fee is paid to online; undefined while online payment is off. */
export function onlinePayment(): PayhereSettings | undefined {
  return getEnv().payhere
}

/**
 * True when the site keeps something in DATA_DIR: the SQLite database, files
 * on the disk (no bucket), or its session secret (no PAYLOAD_SECRET).
 */
export function usesDataDir(env: Pick<AppEnv, 'databaseKind' | 's3'> & { payloadSecret: string | undefined }): boolean {
  return env.databaseKind === 'sqlite' || env.s3 === undefined || env.payloadSecret === undefined
}

export function getEnv(): AppEnv {
  if (cached) return cached
  const parsed = parseEnv(process.env)
  // Made here, owner-only, before anything opens a file in it: SQLite cannot create the folder of its database.
  if (usesDataDir(parsed)) privateFolder(parsed.dataDir, 'DATA_DIR')
  cached = { ...parsed, payloadSecret: parsed.payloadSecret ?? secretFromDataDir(parsed.dataDir) }
  return cached
}
