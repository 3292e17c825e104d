/**
 * /v1 GET replies, kept whole: a hit costs one cache lookup, no database
 * query and no JSON serialisation. Every save expires them (ANY_CONTENT_TAG)
 * and the next request rebuilds the reply from the content reads, which are
 * cached by their own tags. Each reply carries an ETag, answers a matching
 * If-None-Match with 304, and may be kept by a shared cache like the pages
 * (docs/decisions/014).
 */
import { etagMatches, etagOf, wantsFullReply } from '@/server/cache/etag.mjs'
import { SHARED_CACHE_CONTROL } from '@/server/cache/lifetimes.mjs'
import { ANY_CONTENT_TAG } from '@/services/cache/contentTags'
import { cached } from '@/sides/content/cachedRead'

type Reply = { status: number; body: string; etag: string }

const buildReply = cached(
  'v1.reply',
  [ANY_CONTENT_TAG],
  async (path: string, query: string, answer: (query: URLSearchParams) => Promise<Response>): Promise<Reply> => {
    // `answer` is not part of the cache key (a function serialises as null): path and query are.
    const response = await answer(new URLSearchParams(query))
    const body = await response.text()
    return { status: response.status, body, etag: etagOf(body) }
  },
)

/**
 * The reply to GET `path` with the query parameters it depends on (`query`,
 * already reduced to those). `answer` builds it when it is not cached.
 */
export async function cachedReply(
  path: string,
  query: URLSearchParams,
  answer: (query: URLSearchParams) => Promise<Response>,
  request?: Request,
): Promise<Response> {
  const reply = await buildReply(path, query.toString(), answer)
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': SHARED_CACHE_CONTROL, ETag: reply.etag }
  // A client that asks for no cached copy (Cache-Control: no-cache) gets the full reply, as from the pages.
  const wantsFresh = wantsFullReply(request?.headers.get('cache-control'))
  if (reply.status === 200 && !wantsFresh && etagMatches(request?.headers.get('if-none-match') ?? null, reply.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(reply.body, { status: reply.status, headers })
}
