import type { Metadata } from 'next'

import { AlumniRegistrationForm } from '@/screens/components/alumni/AlumniRegistrationForm'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { getSiteSettings } from '@/sides/content/contact'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, formWordsIn, textsIn } from '@/foundations/texts'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'alumniRegistration', path: '/alumni-registration' })
}

export default async function AlumniRegistrationPage() {
  const language = await pageLanguage()
  const settings = await getSiteSettings()
  const words = textsIn(language).pages.alumni
  return (
    <>
      <PageBanner title={words.registration} subtitle={fill(words.registrationSubtitle, { campus: settings.campus_name })} />
      <Section>
        <div className="mx-auto max-w-4xl rounded-2xl bg-white p-5 shadow sm:p-8">
          <AlumniRegistrationForm language={language} words={formWordsIn(language, 'alumni')} />
        </div>
      </Section>
    </>
  )
}
