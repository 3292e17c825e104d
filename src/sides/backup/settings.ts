import path from 'node:path'

import { parseEnv } from '@/settings'

import type { SiteSettings } from './createBackup'

/**
 * The backup's view of the configuration, from the environment. parseEnv, not
 * getEnv: a restore must not write a session secret into the DATA_DIR it is
 * about to check for emptiness.
 */
export function siteSettingsFromEnv(source: Record<string, string | undefined> = process.env): SiteSettings {
  const env = parseEnv(source)
  return {
    databaseKind: env.databaseKind,
    databaseUrl: env.databaseUrl,
    sqlitePath: path.join(env.dataDir, 'campus.db'),
    dataDir: env.dataDir,
    s3: env.s3,
    backup: env.backup,
  }
}
