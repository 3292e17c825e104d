/*
 * `npm run backup`: writes one dated archive of the database and every
 * uploaded file into BACKUP_DIR (docs/operations.md). Safe while the site runs.
 */
import { createBackup } from '@/sides/backup/createBackup'
import { siteSettingsFromEnv } from '@/sides/backup/settings'
import { keepFilesPrivate } from '@/server/privateFiles.mjs'

// The archives and the folder they are in are the owner's alone.
keepFilesPrivate()

try {
  const site = siteSettingsFromEnv()
  const { file, manifest, removed } = await createBackup(site, { log: (message) => console.log(message), warn: (message) => console.warn(`Warning: ${message}`) })
  const records = Object.values(manifest.records).reduce((sum, count) => sum + count, 0)
  console.log(`Backup written: ${file} (${records} rows, ${manifest.files.length} files, ${site.backup.passphrase ? 'encrypted' : 'NOT encrypted'})`)
  for (const name of removed) console.log(`Removed the older archive ${name} (BACKUP_KEEP=${site.backup.keep})`)
  process.exit(0)
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
