/**
 * A module (or anything else) fetched once, when first needed: `load` runs at
 * the first call, and every call until it settles shares that fetch. A failed
 * fetch is forgotten, so the next call tries again.
 */
export function loadOnce<Loaded>(load: () => Promise<Loaded>): () => Promise<Loaded> {
  let loading: Promise<Loaded> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
