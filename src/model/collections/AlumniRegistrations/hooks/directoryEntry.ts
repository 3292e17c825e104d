import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * An accepted registration appears in the public alumni directory; moving it
 * out of 'accepted' (or deleting it) takes the entry out again.
 */
export const syncDirectoryEntry: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.syncingDirectory) return doc
  const entryId = typeof doc.directory_entry === 'object' ? doc.directory_entry?.id : doc.directory_entry
  const entry = {
    name: doc.name,
    designation: doc.designation,
    sab_academic_qualifications: doc.sab_academic_qualifications,
    intake: doc.intake,
    official_address: doc.official_address,
  }
  if (doc.status === 'accepted') {
    if (entryId) {
      await req.payload.update({ collection: 'alumni-directory', id: entryId, data: entry, req })
      return doc
    }
    const created = await req.payload.create({ collection: 'alumni-directory', data: entry, req })
    await req.payload.update({
      collection: 'alumni-registrations',
      id: doc.id,
      data: { directory_entry: created.id },
      req,
      context: { syncingDirectory: true },
    })
    return { ...doc, directory_entry: created.id }
  }
  if (entryId && previousDoc?.status === 'accepted') {
    await req.payload.delete({ collection: 'alumni-directory', id: entryId, req })
    await req.payload.update({
      collection: 'alumni-registrations',
      id: doc.id,
      data: { directory_entry: null },
      req,
      context: { syncingDirectory: true },
    })
    return { ...doc, directory_entry: null }
  }
  return doc
}

export const removeDirectoryEntry: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const entryId = typeof doc.directory_entry === 'object' ? doc.directory_entry?.id : doc.directory_entry
  if (entryId) await req.payload.delete({ collection: 'alumni-directory', where: { id: { equals: entryId } }, req })
  return doc
}
