import type { CollectionAfterDeleteHook } from 'payload'

import { removeMailsAbout } from '@/services/mail/outbox'

/** A deleted submission takes the mail about it with it, sent or still waiting: the mail quotes it. */
export const removeMailAboutDeleted: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await removeMailsAbout(req.payload, { collection: collection.slug, id: doc.id as number | string })
  return doc
}
