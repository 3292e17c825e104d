/**
 * Every cached read is tagged with the collections and globals it reads (see
 * src/sides/content/cachedRead.ts). Saving or deleting a record expires that tag at once,
 * so the next page view or /v1 reply shows the edit.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { expireTag } from '@/services/cache/contentTags'

export const expireCollectionAfterChange: CollectionAfterChangeHook = ({ collection, doc, context }) => {
  if (!context.disableRevalidate) expireTag(collection.slug)
  return doc
}

export const expireCollectionAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, context }) => {
  if (!context.disableRevalidate) expireTag(collection.slug)
  return doc
}

export const expireGlobalAfterChange: GlobalAfterChangeHook = ({ global, doc, context }) => {
  if (!context.disableRevalidate) expireTag(global.slug)
  return doc
}
