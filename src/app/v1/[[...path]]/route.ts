/* Every /v1 request goes to the one route table in src/screens/api/v1.ts, on published content only. */
import { handleV1 } from '@/screens/api/v1'
import { publishedOnly } from '@/sides/content/draftReads'

export const dynamic = 'force-dynamic'

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url)
  return publishedOnly(() => handleV1(request.method, url.pathname.replace(/^\/v1/, '') || '/', url.searchParams, request))
}

export const GET = answer
export const HEAD = answer
export const POST = answer
export const PUT = answer
export const PATCH = answer
export const DELETE = answer
