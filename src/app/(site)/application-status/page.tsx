import type { Metadata } from 'next'

import { ApplicationStatusLookup } from '@/components/applicationStatus/ApplicationStatusLookup'
import { PageBanner, Section } from '@/components/ui/Section'
import { getSiteSettings } from '@/content/contact'
import { APPLICATION_STATUS_PATH } from '@/lib/forms/applicationStatus'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({
    title: `Application Status | ${settings.campus_name}`,
    description: `Follow your degree application to ${settings.campus_name} with your reference number, and send the documents admissions ask for.`,
    path: APPLICATION_STATUS_PATH,
  })
}

export default function ApplicationStatusPage() {
  return (
    <>
      <PageBanner
        title="Application Status"
        subtitle="Enter the reference number from your confirmation and the NIC or passport number you applied with."
      />
      <Section id="application-status" tone="tint">
        <ApplicationStatusLookup />
      </Section>
    </>
  )
}
