/** A staff member's preview of drafts on the real pages (src/sides/staff/preview.ts). */
import { openPreview } from '@/sides/staff/preview'

export const dynamic = 'force-dynamic'

export const GET = openPreview
