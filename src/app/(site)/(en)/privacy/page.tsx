import type { Metadata } from 'next'

import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'

import { PageBanner, RichText, Section } from '@/screens/components/ui/Section'
import { attempt, ErrorText } from '@/screens/components/ui/States'
import { getPrivacyNotice } from '@/sides/content/privacy'
import { PRIVACY_PATH } from '@/foundations/navigation'
import { retentionStatements } from '@/foundations/privacyTexts'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'privacy', path: PRIVACY_PATH })
}

/**
 * The privacy notice: the staff's text from the site settings, then how long
 * data is kept, stated from the settings' periods (the ones the retention run
 * applies, never typed into the text), and whom to write to.
 */
export default async function PrivacyPage() {
  const messages = textsIn(await pageLanguage()).messages
  const notice = await attempt(getPrivacyNotice)
  return (
    <>
      <PageBanner
        title="Privacy Notice"
        subtitle="How we use the personal data you give us, how long we keep it, and your rights under the Personal Data Protection Act, No. 9 of 2022."
      />
      <Section id="notice">
        {!notice.ok ? (
          <ErrorText messages={messages} error={notice.error} />
        ) : (
          <div className="mx-auto max-w-4xl text-lg text-slate-700" data-privacy-notice>
            {notice.data.notice_html ? <RichText html={notice.data.notice_html} /> : null}
            <section aria-labelledby="retention-heading" className="rich-text" data-retention>
              <h2 id="retention-heading">How long we keep it</h2>
              <p>We keep personal data only as long as we need it:</p>
              <ul>
                {retentionStatements(notice.data.retention).map((entry) => (
                  <li key={entry.what}>
                    {entry.what}: <strong className="font-semibold text-slate-900">{entry.howLong}</strong>.
                  </li>
                ))}
              </ul>
              <p>
                Then the personal details and documents are deleted, and only an anonymous record (its reference, status and dates) is kept for our
                admissions figures. An accepted alumni registration is kept while you are listed in the alumni directory.
              </p>
            </section>
            <section aria-labelledby="dpo-heading" className="rich-text" data-dpo>
              <h2 id="dpo-heading">Contact our data protection officer</h2>
              <p>For a copy of your data, a correction, an erasure or any question about this notice, write to our data protection officer:</p>
              <address className="not-italic">
                {notice.data.dpo_name ? <strong className="block font-semibold text-slate-900">{notice.data.dpo_name}</strong> : null}
                {notice.data.dpo_email ? (
                  <a href={`mailto:${notice.data.dpo_email}`} className="break-all">
                    {notice.data.dpo_email}
                  </a>
                ) : null}
              </address>
            </section>
          </div>
        )}
      </Section>
    </>
  )
}
