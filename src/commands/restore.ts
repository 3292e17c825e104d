/*
 * `npm run restore -- FILE [--replace]`: puts an archive of `npm run backup`
 * back into an empty DATA_DIR or database (and bucket), after checking all
 * of it. Stop the site first. See docs/operations.md.
 */
import path from 'node:path'

import { ArchiveRefused, restoreBackup, TargetNotEmpty } from '@/sides/backup/restoreBackup'
import { siteSettingsFromEnv } from '@/sides/backup/settings'
import { keepFilesPrivate } from '@/server/privateFiles.mjs'

// The restored database and files are the owner's alone.
keepFilesPrivate()

const args = process.argv.slice(2)
const replace = args.includes('--replace')
const files = args.filter((arg) => arg !== '--replace')
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE [--replace]')
  process.exit(2)
}

try {
  const { manifest, movedAside } = await restoreBackup(siteSettingsFromEnv(), path.resolve(files[0]!), { replace, log: (message) => console.log(message) })
  if (movedAside.length > 0) console.log(`The data that was there is kept aside: ${movedAside.join('; ')}`)
  console.log(`Restored the backup of ${manifest.createdAt}: the database and ${manifest.files.length} files. Start the site with npm start.`)
  process.exit(0)
} catch (error) {
  const refused = error instanceof ArchiveRefused || error instanceof TargetNotEmpty
  console.error(`${refused ? 'Restore refused, nothing was changed' : 'Restore failed'}: ${(error as Error).message}`)
  process.exit(1)
}
