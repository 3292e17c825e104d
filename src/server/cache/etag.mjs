/**
 * ETags for the pages and /v1 replies the site serves from its cache, and
 * the 304 that answers a copy still current (docs/decisions/063).
 *
 * A page's ETag is computed once, when its render is cached
 * (src/server/cache/cacheHandler.mjs), not for every request as Next would: Next
 * hashes the whole page in JavaScript on each hit, about a fifth of what a
 * cached page costs to serve. Plain JavaScript, so that scripts/serve.mjs
 * can import it.
 */
import { createHash } from 'node:crypto'

/**
 * A strong ETag for a body made of these parts (strings or bytes).
 * @param {...(string | Uint8Array | null | undefined)} parts
 */
export function etagOf(...parts) {
  const hash = createHash('sha256')
  for (const part of parts) {
    if (part === null || part === undefined) continue
    hash.update(part)
    // A separator, so that moving bytes between parts changes the tag.
    hash.update('\u0000')
  }
  return `"${hash.digest('base64url').slice(0, 27)}"`
}

/**
 * True when the client's If-None-Match names this ETag (or is "*"). Node
 * joins repeated If-None-Match and Cache-Control headers into one string.
 * @param {string | null | undefined} ifNoneMatch
 * @param {unknown} etag
 */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || typeof etag !== 'string') return false
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}

/**
 * A request that asks for no cached copy (Cache-Control: no-cache) gets the whole reply, as Next's own check does.
 * @param {string | null | undefined} cacheControl
 */
export function wantsFullReply(cacheControl) {
  return /no-cache/i.test(cacheControl ?? '')
}

// Headers that describe a body, which a 304 has none of.
const BODY_HEADERS = ['content-length', 'content-type', 'content-encoding', 'transfer-encoding']

/**
 * Makes this response a 304 without a body when it is about to go out as a
 * 200 whose ETag the request's If-None-Match names. Only a GET or HEAD with
 * If-None-Match is watched, so other requests cost nothing. It acts when the
 * status line is written, which every way of sending a body passes through
 * (a plain `end`, or the compressor's `write`s).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerUnchangedCopies(request, response) {
  const ifNoneMatch = request.headers['if-none-match']
  if (!ifNoneMatch || (request.method !== 'GET' && request.method !== 'HEAD') || wantsFullReply(request.headers['cache-control'])) return
  const writeHead = response.writeHead
  response.writeHead = function (statusCode, ...rest) {
    // A call that passes headers of its own is left alone: they could name another body.
    if (statusCode === 200 && rest.length === 0 && etagMatches(ifNoneMatch, this.getHeader('etag'))) {
      for (const name of BODY_HEADERS) this.removeHeader(name)
      return writeHead.call(this, 304)
    }
    return writeHead.call(this, statusCode, ...rest)
  }
}
