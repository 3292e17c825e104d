import type { Metadata } from 'next'

import { DegreePickerPage } from '@/screens/components/application/ApplicationPage'
import { getApplicationFeeDetails, getDegreeChoices } from '@/sides/content/applications'
import { pageLanguage } from '@/sides/content/pageLanguage'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'applyNow', path: '/degree-registration-apply' })
}

/** Reached by the Apply Now button of the header: the picker form. */
export default async function DegreeRegistrationApplyPage() {
  const [fee, degrees] = await Promise.all([getApplicationFeeDetails(), getDegreeChoices()])
  return <DegreePickerPage fee={fee} degrees={degrees} language={await pageLanguage()} />
}
