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
  const texts = textsIn(await pageLanguage())
  const messages = texts.messages
  const words = texts.pages.privacy
  const notice = await attempt(getPrivacyNotice)
  return (
    <>
      <PageBanner title={words.title} subtitle={words.subtitle} />
      <Section id="notice">
        {!notice.ok ? (
          <ErrorText messages={messages} error={notice.error} />
        ) : (
          <div className="mx-auto max-w-4xl text-lg text-slate-700" data-privacy-notice>
            {notice.data.notice_html ? <RichText html={notice.data.notice_html} language={texts.language.code} /> : null}
            <section aria-labelledby="retention-heading" className="rich-text" data-retention>
              <h2 id="retention-heading">{words.retentionHeading}</h2>
              <p>{words.retentionIntro}</p>
              <ul>
                {retentionStatements(notice.data.retention, words).map((entry) => (
                  <li key={entry.what}>
                    {entry.what}: <strong className="font-semibold text-slate-900">{entry.howLong}</strong>.
                  </li>
                ))}
              </ul>
              <p>{words.afterwards}</p>
            </section>
            <section aria-labelledby="dpo-heading" className="rich-text" data-dpo>
              <h2 id="dpo-heading">{words.dpoHeading}</h2>
              <p>{words.dpoText}</p>
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
