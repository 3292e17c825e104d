import type { Metadata } from 'next'

import { DegreePickerPage } from '@/components/application/ApplicationPage'
import { getSiteSettings } from '@/content/contact'

import { pageMetadata } from '../pageMetadata'

/* No id: the picker form. /degree-registration?id=<id> is rewritten to /degree-registration/<id> (src/routing/queryPages.mjs). */
export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings().catch(() => null)
  return pageMetadata({
    title: `Degree Application | ${settings?.campus_name ?? ''}`,
    description: 'Apply online for a degree programme: choose the degree, fill in your details and upload your documents.',
    path: '/degree-registration',
  })
}

export default function DegreeRegistrationPage() {
  return <DegreePickerPage />
}
