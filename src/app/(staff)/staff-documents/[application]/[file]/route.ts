/** An application's document, for signed-in staff who may read applications (src/sides/staff/applicationDocuments.ts). */
import { serveApplicationDocument } from '@/sides/staff/applicationDocuments'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ application: string; file: string }> }) {
  const { application, file } = await params
  return serveApplicationDocument(request, application, file)
}
