import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DegreeApplicationPage } from '@/components/application/ApplicationPage'
import { getDegree } from '@/content/academics'
import { getApplicationFeeDetails } from '@/content/applications'
import { getSiteSettings } from '@/content/contact'
import { MESSAGES } from '@/lib/messages'

import { pageMetadata } from '../../pageMetadata'

/*
 * /degree-registration?id=<id>&name=<programme name>, rewritten here
 * (src/routing/queryPages.mjs) so each degree's form is cached as a static page. The heading
 * is the degree's programme name as stored (the name in the address is what
 * the degree page put there from the same record).
 */
type Props = { params: Promise<{ id: string }> }

export function generateStaticParams(): { id: string }[] {
  return []
}

async function findDegree(params: Props['params']) {
  const { id } = await params
  const degree = /^\d{1,15}$/.test(id) ? await getDegree({ id: Number(id) }) : null
  return degree ? { id: degree.id, name: degree.program_name || degree.degree_name } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const degree = await findDegree(params)
  if (!degree) return { title: MESSAGES.degreeNotFound, robots: { index: false } }
  const settings = await getSiteSettings().catch(() => null)
  return {
    ...(await pageMetadata({
      title: `Apply for ${degree.name} | ${settings?.campus_name ?? ''}`,
      description: `Apply online for ${degree.name}: your details, results and documents.`,
      path: `/degree-registration?id=${degree.id}&name=${encodeURIComponent(degree.name)}`,
    })),
    // One form per degree: the degree page and the picker form are what search engines should show.
    robots: { index: false, follow: true },
  }
}

export default async function DegreeApplicationRoute({ params }: Props) {
  const degree = await findDegree(params)
  if (!degree) notFound()
  return <DegreeApplicationPage degree={degree} fee={await getApplicationFeeDetails()} />
}
