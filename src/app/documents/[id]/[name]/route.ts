import { serveDocument } from '@/screens/api/documentDownload'

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; name: string }> }) {
  return serveDocument((await params).id)
}
