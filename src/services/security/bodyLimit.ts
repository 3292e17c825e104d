/**
 * Payload reads a JSON body whole (`req.text()`) before it checks anything,
 * signed in or not, so one endless chunked POST to /api/users/login or
 * /api/graphql could fill the server's memory. Bodies other than multipart
 * are counted while they stream and cut at the limit; the caller gets 413.
 * Multipart uploads keep Payload's own limits (50 MB a request, 20 MB a file).
 */
import { NextRequest } from 'next/server'

import { BodyTooLarge, BodyUnreadable, readLimitedBytes } from '@/foundations/requestBody'

/** Far above any back-office save (a long rich-text page is a few hundred KB). */
const PAYLOAD_BODY_LIMIT = 2 * 1024 * 1024

const tooLarge = (limit: number) =>
  Response.json({ errors: [{ message: `The request body is larger than ${Math.round(limit / 1024)} KB.` }] }, { status: 413 })

/**
 * Payload reads a body as JSON or multipart, and a query sent as a POST
 * under its method-override header as a form; any other type reached its
 * handlers unread and failed with a 500.
 */
function readableType(request: NextRequest, type: string): boolean {
  const [mediaType = ''] = type.toLowerCase().split(';', 1)
  if (mediaType.trim() === 'application/json' || mediaType.startsWith('multipart/')) return true
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  return mediaType.trim() === 'application/x-www-form-urlencoded' && override === 'GET'
}

const unsupportedType = () =>
  Response.json({ errors: [{ message: 'The request body must be JSON (Content-Type: application/json) or multipart form data.' }] }, { status: 415 })

export function withBodyLimit<Context>(handler: (request: NextRequest, context: Context) => Promise<Response>, limit = PAYLOAD_BODY_LIMIT) {
  return async (request: NextRequest, context: Context): Promise<Response> => {
    const type = request.headers.get('content-type') ?? ''
    const hasBody = !!request.body && (request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? '0') > 0)
    if (hasBody && !readableType(request, type)) return unsupportedType()
    if (!request.body || type.toLowerCase().includes('multipart/')) return handler(request, context)
    if (Number(request.headers.get('content-length') ?? '0') > limit) return tooLarge(limit)
    let body: Buffer<ArrayBuffer>
    try {
      // Read here, whole: Payload reads it whole anyway, and a body over the limit never reaches it.
      body = await readLimitedBytes(request, limit)
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(limit)
      if (error instanceof BodyUnreadable) return Response.json({ errors: [{ message: error.message }] }, { status: 400 })
      throw error
    }
    return handler(new NextRequest(request.url, { method: request.method, headers: request.headers, body }), context)
  }
}
