/**
 * Run once, by the migration that brought drafts: every record and global
 * that already existed gets a first version, its published self. Payload
 * finds drafts (the back office's lists, a preview) among versions only, so
 * a record without one would vanish from a preview until it was saved again.
 *
 * It reads through Payload, so it runs only where there is something to
 * copy: a new database (the demo, a test) has empty tables at this point.
 */
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { hasDrafts } from './versions'

type Drizzle = { select(fields: object): { from(table: unknown): Promise<{ rows: number }[]> } }

/** Whether a global's own table holds its row; asked inside the migration's transaction, which has the table locked. */
async function hasRow(payload: Payload, req: Partial<PayloadRequest>, slug: string): Promise<boolean> {
  const db = payload.db as unknown as { drizzle: Drizzle; sessions?: Record<string, { db: Drizzle } | undefined>; tables: Record<string, unknown> }
  const table = db.tables[slug.replace(/-/g, '_')]
  if (!table) return false
  const session = req.transactionID ? db.sessions?.[String(await req.transactionID)]?.db : undefined
  const [result] = await (session ?? db.drizzle).select({ rows: sql<number>`count(*)` }).from(table)
  return Number(result?.rows) > 0
}

export async function createFirstVersions(payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  for (const { config } of Object.values(payload.collections)) {
    if (!hasDrafts(config)) continue
    const slug = config.slug as 'news'
    if ((await payload.count({ collection: slug, overrideAccess: true, req })).totalDocs === 0) continue
    // Every language's texts, keyed by language: as the database stores a version's translated fields.
    const { docs } = await payload.find({ collection: slug, depth: 0, pagination: false, overrideAccess: true, locale: 'all', req })
    for (const doc of docs) {
      await payload.db.createVersion({
        collectionSlug: slug,
        parent: doc.id,
        versionData: { ...doc, _status: 'published' },
        autosave: false,
        createdAt: doc.updatedAt,
        updatedAt: doc.updatedAt,
        req,
      })
    }
  }
  for (const global of payload.config.globals) {
    if (!hasDrafts(global)) continue
    const slug = global.slug as 'history'
    // A global never saved has no row, and nothing to keep. Counted by its table alone: reading it
    // through Payload would also read tables later migrations add (the translations' `_locales`).
    if (!(await hasRow(payload, req, slug))) continue
    const doc = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true, locale: 'all', req })) as { updatedAt?: string; createdAt?: string }
    if (!doc.updatedAt) continue
    await payload.db.createGlobalVersion({
      globalSlug: slug,
      versionData: { ...doc, _status: 'published' },
      autosave: false,
      createdAt: doc.updatedAt,
      updatedAt: doc.updatedAt,
      req,
    })
  }
}
