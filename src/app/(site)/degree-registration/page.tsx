import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DegreeApplicationPage, DegreePickerPage } from '@/components/application/ApplicationPage'
import { getDegree } from '@/content/academics'
import { getSiteSettings } from '@/content/contact'
import { MESSAGES } from '@/lib/messages'

import { pageMetadata } from '../pageMetadata'

type Props = { searchParams: Promise<{ [key: string]: string | string[] | undefined }> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** No id: the picker form. An id: that degree, or not found. */
async function findDegree(searchParams: Props['searchParams']) {
  const search = await searchParams
  const id = first(search.id)
  if (id === undefined) return { picker: true as const }
  const degree = /^\d+$/.test(id) ? await getDegree({ id: Number(id) }) : null
  if (!degree) return { picker: false as const, degree: null }
  const name = degree.program_name || first(search.name)?.trim() || degree.degree_name
  return { picker: false as const, degree: { id: degree.id, name } }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const found = await findDegree(searchParams)
  const settings = await getSiteSettings().catch(() => null)
  if (found.picker) {
    return pageMetadata({
      title: `Degree Application | ${settings?.campus_name ?? ''}`,
      description: 'Apply online for a degree programme: choose the degree, fill in your details and upload your documents.',
      path: '/degree-registration',
    })
  }
  if (!found.degree) return { title: MESSAGES.degreeNotFound, robots: { index: false } }
  return {
    ...(await pageMetadata({
      title: `Apply for ${found.degree.name} | ${settings?.campus_name ?? ''}`,
      description: `Apply online for ${found.degree.name}: your details, results and documents.`,
      path: `/degree-registration?id=${found.degree.id}&name=${encodeURIComponent(found.degree.name)}`,
    })),
    // One form per degree: the degree page and the picker form are what search engines should show.
    robots: { index: false, follow: true },
  }
}

export default async function DegreeRegistrationPage({ searchParams }: Props) {
  const found = await findDegree(searchParams)
  if (found.picker) return <DegreePickerPage />
  if (!found.degree) notFound()
  return <DegreeApplicationPage degree={found.degree} />
}
