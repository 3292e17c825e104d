/** A staff member's preview of drafts on the real pages (src/sides/staff/previewSwitch.ts). */
import { openPreview } from '@/sides/staff/previewSwitch'

export const dynamic = 'force-dynamic'

export const GET = openPreview
