import type { Metadata } from 'next'

import { AlumniRegistrationForm } from '@/screens/components/alumni/AlumniRegistrationForm'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { getSiteSettings } from '@/sides/content/contact'

import { pageMetadata } from '../pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({
    title: `Alumni Registration | ${settings.campus_name}`,
    description: `Graduates of ${settings.campus_name}: register with the alumni association to stay in touch and join the alumni network.`,
    path: '/alumni-registration',
  })
}

export default async function AlumniRegistrationPage() {
  const settings = await getSiteSettings()
  return (
    <>
      <PageBanner title="Alumni Registration" subtitle={`Graduated from ${settings.campus_name}? Register to stay in touch and join the alumni network.`} />
      <Section>
        <div className="mx-auto max-w-4xl rounded-2xl bg-white p-5 shadow sm:p-8">
          <AlumniRegistrationForm />
        </div>
      </Section>
    </>
  )
}
