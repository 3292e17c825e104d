/**
 * Run once, by the migration that brought drafts: every record and global
 * that already existed gets a first version, its published self. Payload
 * finds drafts (the back office's lists, a preview) among versions only, so
 * a record without one would vanish from a preview until it was saved again.
 *
 * It reads through Payload, so it runs only where there is something to
 * copy: a new database (the demo, a test) has empty tables at this point.
 */
import type { Payload, PayloadRequest } from 'payload'

import { hasDrafts } from './versions'

export async function createFirstVersions(payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  for (const { config } of Object.values(payload.collections)) {
    if (!hasDrafts(config)) continue
    const slug = config.slug as 'news'
    if ((await payload.count({ collection: slug, overrideAccess: true, req })).totalDocs === 0) continue
    const { docs } = await payload.find({ collection: slug, depth: 0, pagination: false, overrideAccess: true, req })
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
    const doc = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true, req })) as { updatedAt?: string; createdAt?: string }
    // A global never saved has no row, and nothing to keep.
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
