/**
 * The privacy notice (/privacy) and the retention periods, from the site
 * settings' 'Privacy and retention' tab. Read apart from getSiteSettings: the
 * notice's text is for one page, and every page's layout carries those settings.
 */
import { payloadClient } from '@/model/payloadClient'
import { retentionPeriodsOf, type RetentionPeriods } from '@/foundations/retentionPeriods'

import { cached } from './cachedRead'
import { findGlobal, richTextHtml } from './records'

export type { RetentionPeriods }

export type PrivacyNotice = {
  /** The staff's text as HTML; '' when they have written none. */
  notice_html: string
  /** The data protection officer's name or title as staff gave it; '' when none. */
  dpo_name: string
  /** Where requests about personal data go: the officer's address, else the contact e-mail, else ''. */
  dpo_email: string
  /** How long personal data is kept, in months: what the retention run applies. */
  retention: RetentionPeriods
}

export const getPrivacyNotice = cached('privacy.notice', ['site-settings'], async (): Promise<PrivacyNotice> => {
  const doc = await findGlobal(await payloadClient(), 'site-settings')
  return {
    notice_html: richTextHtml(doc.privacy_notice),
    dpo_name: doc.dpo_name?.trim() ?? '',
    dpo_email: doc.dpo_email || doc.email || '',
    retention: retentionPeriodsOf(doc as unknown as Record<string, unknown>),
  }
})

/**
 * The retention periods administrators set, in months, each unset or unusable
 * one being its default (src/foundations/retentionPeriods.ts), as the pages
 * read them: cached, and expired by a save of the settings. Work outside a
 * request (the daily retention run) reads the settings uncached through the
 * same retentionPeriodsOf, so both see the same four numbers.
 */
export async function getRetentionPeriods(): Promise<RetentionPeriods> {
  return (await getPrivacyNotice()).retention
}
