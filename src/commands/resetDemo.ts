/*
 * `npm run seed:reset`: drops every table and uploaded file (the applicants'
 * documents included), then rebuilds the demo content from scratch. Destroys
 * all data: meant for demos and development.
 */
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '@/settings'
import { keepFilesPrivate } from '@/server/privateFiles.mjs'
import { prepareDatabase } from '@/sides/seed/prepareDatabase'
import { fileStore } from '@/services/storage/fileStore'

keepFilesPrivate()
const payload = await getPayload({ config })
await payload.db.migrateFresh({ forceAcceptWarning: true })
// 'private' holds the documents applicants sent.
for (const folder of ['media', 'documents', 'videos', 'private']) {
  fs.rmSync(path.join(getEnv().dataDir, folder), { recursive: true, force: true })
  // With S3_BUCKET the files are in the bucket, under the same folders.
  await fileStore().removeFolder(folder)
}
await prepareDatabase(payload)
console.log('Demo content rebuilt. Restart the server so it forgets cached pages.')
process.exit(0)
