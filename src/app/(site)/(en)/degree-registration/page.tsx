import type { Metadata } from 'next'

import { DegreePickerPage } from '@/screens/components/application/ApplicationPage'
import { getApplicationFeeDetails, getDegreeChoices } from '@/sides/content/applications'
import { pageLanguage } from '@/sides/content/pageLanguage'

import { pageMetadata } from '../pageMetadata'

/* No id: the picker form. /degree-registration?id=<id> is rewritten to /degree-registration/<id> (src/server/queryPages.mjs). */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'degreeApplication', path: '/degree-registration' })
}

export default async function DegreeRegistrationPage() {
  const [fee, degrees] = await Promise.all([getApplicationFeeDetails(), getDegreeChoices()])
  return <DegreePickerPage fee={fee} degrees={degrees} language={await pageLanguage()} />
}
