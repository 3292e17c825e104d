'use client'

import { usePathname, useSearchParams } from 'next/navigation'

/**
 * Above a submission list: downloads the records the list shows now (its
 * filters and search) as a CSV file.
 */
export function ExportButton() {
  const pathname = usePathname()
  const params = useSearchParams()
  const slug = pathname.split('/collections/')[1]?.split('/')[0]
  if (!slug) return null
  const query = new URLSearchParams()
  params.forEach((value, key) => {
    if (key === 'search' || key.startsWith('where')) query.append(key, value)
  })
  const suffix = query.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${slug}/export${suffix ? `?${suffix}` : ''}`} download>
        Export to CSV
      </a>
    </div>
  )
}
