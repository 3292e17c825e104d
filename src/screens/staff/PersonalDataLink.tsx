'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'

/** In the back office's menu, for administrators: the screen that answers requests about personal data. */
export function PersonalDataLink() {
  const { user } = useAuth<{ role?: string }>()
  if (user?.role !== 'admin') return null
  return (
    <Link className="nav__link" href="/admin/personal-data" style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">Requests about personal data</span>
    </Link>
  )
}
