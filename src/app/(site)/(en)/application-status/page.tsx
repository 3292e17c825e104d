import type { Metadata } from 'next'

import { ApplicationStatusLookup } from '@/screens/components/applicationStatus/ApplicationStatusLookup'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { Filled } from '@/screens/components/ui/Filled'
import { getSiteSettings } from '@/sides/content/contact'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { formWordsIn } from '@/foundations/texts'
import { PageLink } from '../PageLink'
import { APPLICATION_STATUS_PATH } from '@/foundations/formRules/statusLookup'
import { PRIVACY_PATH } from '@/foundations/navigation'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'applicationStatus', path: APPLICATION_STATUS_PATH })
}

export default async function ApplicationStatusPage() {
  const language = await pageLanguage()
  const words = formWordsIn(language, 'status')
  // A failed read leaves the request without an address, not the page without its form.
  const admissionsEmail = (await getSiteSettings().catch(() => null))?.admissions_email ?? ''
  return (
    <>
      <PageBanner title={words.title} subtitle={words.subtitle} />
      <Section id="application-status" tone="tint">
        <ApplicationStatusLookup language={language} words={words} />
        {/* Requests are answered by admissions, who check who is asking: nothing is copied or erased from this page. */}
        <section aria-labelledby="your-data-heading" className="mx-auto mt-8 max-w-3xl rounded-2xl bg-white p-5 shadow sm:p-8" data-data-requests>
          <h2 id="your-data-heading" className="text-lg font-bold text-brand-900">
            {words.yourData}
          </h2>
          <p className="mt-2 text-slate-700">
            <Filled
              text={words.yourDataText}
              values={{
                email: admissionsEmail ? (
                  <a href={`mailto:${admissionsEmail}`} className="font-semibold break-all text-brand-700 underline">
                    {admissionsEmail}
                  </a>
                ) : (
                  words.admissionsOffice
                ),
                privacy: (
                  <PageLink href={PRIVACY_PATH} className="font-semibold text-brand-700 underline hover:text-brand-800">
                    {words.privacyLink}
                  </PageLink>
                ),
              }}
            />
          </p>
        </section>
      </Section>
    </>
  )
}
