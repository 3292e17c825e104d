/** A staff member's preview of drafts on the real pages (src/staff/preview.ts). */
import { openPreview } from '@/staff/preview'

export const dynamic = 'force-dynamic'

export const GET = openPreview
