'use client'

/**
 * Shown only on a staff member's preview (src/sides/content/draftReads.ts): says that
 * the page holds unpublished changes, offers to leave, and renders the page
 * again whenever the back office saves (its live preview posts an event).
 */
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'

export function PreviewBar() {
  const router = useRouter()
  const pathname = usePathname()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <div role="region" aria-label="Preview" className="sticky top-0 z-50 bg-amber-300 px-4 py-2 text-center text-sm text-black">
      <strong>Preview:</strong> this page shows unpublished changes. Visitors see the published version.{' '}
      <a className="font-semibold underline" href={`/preview?leave&path=${encodeURIComponent(pathname || '/')}`}>
        Leave preview
      </a>
      {origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null}
    </div>
  )
}
