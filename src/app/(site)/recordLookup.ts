/**
 * Record pages are found by slug, or else by id (§2.1). The original site passed
 * the id in navigation state; here it may come as ?id= or as a numeric path.
 */
export function recordLookup(slug: string, search: { [key: string]: string | string[] | undefined }): { slug: string; id?: number } {
  const fromQuery = typeof search.id === 'string' && /^\d+$/.test(search.id) ? Number(search.id) : undefined
  const fromPath = /^\d+$/.test(slug) ? Number(slug) : undefined
  return { slug: decodeURIComponent(slug), id: fromQuery ?? fromPath }
}

export type RecordPageProps = {
  params: Promise<{ slug: string }>
  searchParams: Promise<{ [key: string]: string | string[] | undefined }>
}
