/* Run by `npm start` before serving: migrations, demo content, first admin. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { prepareDatabase } from '@/seed/prepare'

const payload = await getPayload({ config })
await prepareDatabase(payload)
process.exit(0)
