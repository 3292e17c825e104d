import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { roleOf } from '@/services/access'

import { PersonalDataRequests } from './PersonalDataRequests'

/**
 * /admin/personal-data: an administrator answers a person's request for a
 * copy of their data or its erasure (src/model/staff/personalDataEndpoints.ts).
 */
export function PersonalDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  // A view of our own is not behind Payload's sign-in redirect.
  if (!req.user) redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/personal-data`)}`)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '2rem 0 1rem' }}>Requests about personal data</h1>
        {roleOf(req.user) === 'admin' ? (
          <PersonalDataRequests />
        ) : (
          <p>Only administrators answer requests for a copy or an erasure of personal data.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
