/**
 * Payload reads a JSON body whole (`req.text()`) before it checks anything,
 * signed in or not, so one endless chunked POST to /api/users/login or
 * /api/graphql could fill the server's memory. Bodies other than multipart
 * are counted while they stream and cut at the limit; the caller gets 413.
 * Multipart uploads keep Payload's own limits (50 MB a request, 20 MB a file).
 */
import { NextRequest } from 'next/server'

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
    let seen = 0
    let exceeded = false
    const counted = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength
          if (seen > limit) {
            exceeded = true
            // Errors the reader and cancels the rest of the upload.
            controller.error(new Error('body over the limit'))
          } else controller.enqueue(chunk)
        },
      }),
    )
    const limited = new NextRequest(request.url, {
      method: request.method,
      headers: request.headers,
      body: counted,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1])
    try {
      const response = await handler(limited, context)
      return exceeded ? tooLarge(limit) : response
    } catch (error) {
      if (exceeded) return tooLarge(limit)
      throw error
    }
  }
}
