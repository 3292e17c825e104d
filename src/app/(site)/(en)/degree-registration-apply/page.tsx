import type { Metadata } from 'next'

import { DegreePickerPage } from '@/screens/components/application/ApplicationPage'
import { getApplicationFeeDetails, getDegreeChoices } from '@/sides/content/applications'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, textsIn } from '@/foundations/texts'
import { getSiteSettings } from '@/sides/content/contact'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const meta = textsIn(await pageLanguage()).meta.applyNow
  const settings = await getSiteSettings().catch(() => null)
  return pageMetadata({
    title: fill(meta.title, { campus: settings?.campus_name ?? '' }),
    description: fill(meta.description, { campus: settings?.campus_name ?? '' }),
    path: '/degree-registration-apply',
  })
}

/** Reached by the Apply Now button of the header: the picker form. */
export default async function DegreeRegistrationApplyPage() {
  const [fee, degrees] = await Promise.all([getApplicationFeeDetails(), getDegreeChoices()])
  return <DegreePickerPage fee={fee} degrees={degrees} language={await pageLanguage()} />
}
