import type { Metadata } from 'next'

import { DegreePickerPage } from '@/screens/components/application/ApplicationPage'
import { getApplicationFeeDetails, getDegreeChoices } from '@/sides/content/applications'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, textsIn } from '@/foundations/texts'
import { getSiteSettings } from '@/sides/content/contact'

import { pageMetadata } from '../pageMetadata'

/* No id: the picker form. /degree-registration?id=<id> is rewritten to /degree-registration/<id> (src/server/queryPages.mjs). */
export async function generateMetadata(): Promise<Metadata> {
  const meta = textsIn(await pageLanguage()).meta.degreeApplication
  const settings = await getSiteSettings().catch(() => null)
  return pageMetadata({
    title: fill(meta.title, { campus: settings?.campus_name ?? '' }),
    description: fill(meta.description, { campus: settings?.campus_name ?? '' }),
    path: '/degree-registration',
  })
}

export default async function DegreeRegistrationPage() {
  const [fee, degrees] = await Promise.all([getApplicationFeeDetails(), getDegreeChoices()])
  return <DegreePickerPage fee={fee} degrees={degrees} language={await pageLanguage()} />
}
