import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DetailBlock, DetailPage } from '@/components/academics/DetailPage'
import { FileLinks } from '@/components/academics/FileLinks'
import { getProgrammes } from '@/content/academics'
import { getSiteSettings } from '@/content/contact'
import { MESSAGES } from '@/lib/messages'
import { htmlToText } from '@/lib/words'

import { pageMetadata } from '../../pageMetadata'

/* /programs?id=<id>, rewritten here (src/routing/queryPages.mjs) so each programme is cached as a static page. */
type Props = { params: Promise<{ id: string }> }

export function generateStaticParams(): { id: string }[] {
  return []
}

async function findProgramme(params: Props['params']) {
  const { id } = await params
  if (!/^\d{1,15}$/.test(id)) return null
  return (await getProgrammes()).find((programme) => programme.id === Number(id)) ?? null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const programme = await findProgramme(params)
  if (!programme) return { title: MESSAGES.programNotFound }
  const settings = await getSiteSettings()
  return pageMetadata({
    title: programme.seo.title || `${programme.program_name} | ${settings.campus_name}`,
    description: programme.seo.description || htmlToText(programme.alumniNews_description).slice(0, 300),
    path: `/programs?id=${programme.id}`,
    image: programme.seo.image_url,
  })
}

export default async function ProgrammePage({ params }: Props) {
  const programme = await findProgramme(params)
  if (!programme) notFound()
  return (
    <DetailPage title={programme.program_name} back={{ href: '/academics', label: 'Back to Programs' }}>
      <DetailBlock title="Program Description" html={programme.alumniNews_description} />
      <DetailBlock title="Admission Criteria" html={programme.eligibity_criteria} />
      <DetailBlock title="Eligibility Criteria" html={programme.eligibity_criteria} />
      <DetailBlock title="Programme Benefits" html={programme.program_benefits} />
      {programme.files.length > 0 ? (
        <DetailBlock title="Supporting Documents">
          <FileLinks files={programme.files.map((file, index) => ({ url: file.url, label: file.name || `Document ${index + 1}` }))} />
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
