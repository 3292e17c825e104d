import type { CollectionBeforeOperationHook } from 'payload'

type Edits = Record<string, unknown>

/**
 * Payload cuts a picture's fixed-shape sizes (thumbnail, og) around the focal
 * point it finds in the request's `uploadEdits`, which the back office sends.
 * A focal point sent as data instead (REST, GraphQL, the local API) is read
 * only when neither coordinate is 0, so an edge became the centre, and on an
 * update it was stored while the sizes kept their old cut. It is handed over
 * as an upload edit here, so every way of setting it cuts the same sizes.
 */
export const focalPointAsUploadEdit: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as Record<string, unknown> | undefined
  const x = data?.focalX
  const y = data?.focalY
  if (!data || typeof x !== 'number' || typeof y !== 'number') return args
  const query = (req.query ?? {}) as Record<string, unknown>
  const edits: Edits = query.uploadEdits && typeof query.uploadEdits === 'object' ? (query.uploadEdits as Edits) : {}
  if (edits.focalPoint) return args

  if (operation === 'update' && !req.file) {
    // From a bucket Payload would fetch the stored file over HTTP to cut it
    // again, which a request without an address cannot: there the point is
    // stored as Payload stores it, and the sizes keep their cut (decision 053).
    if (typeof collection.upload === 'object' && collection.upload.disableLocalStorage) return args
    // Several records at once (a bulk edit) keep Payload's own handling.
    const id = (args as { id?: number | string }).id
    if (id === undefined) return args
    const stored = (await req.payload.findByID({ collection: collection.slug, id, depth: 0, overrideAccess: true, req })) as {
      focalX?: number | null
      focalY?: number | null
    }
    if (stored.focalX === x && stored.focalY === y) return args
    // Left in the data, the new point looks already applied and the sizes are not cut again.
    delete data.focalX
    delete data.focalY
  }
  req.query = { ...query, uploadEdits: { ...edits, focalPoint: { x, y } } }
  return args
}
