import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DetailBlock, DetailPage } from '@/components/academics/DetailPage'
import { FileLinks } from '@/components/academics/FileLinks'
import { getCqaItems } from '@/content/academics'
import { getSiteSettings } from '@/content/contact'
import { findBySlugOrId } from '@/content/records'
import { fileNameFromUrl } from '@/lib/files'
import { MESSAGES } from '@/lib/messages'
import { htmlToText } from '@/lib/words'

import { pageMetadata } from '../../pageMetadata'
import { noPrerenderedRecords, recordLookup, type RecordPageProps } from '../../recordLookup'

export const generateStaticParams = noPrerenderedRecords

async function findItem({ params }: RecordPageProps) {
  return findBySlugOrId(await getCqaItems(), await recordLookup(params))
}

export async function generateMetadata(props: RecordPageProps): Promise<Metadata> {
  const item = await findItem(props)
  if (!item) return { title: MESSAGES.cqaNotFound }
  const settings = await getSiteSettings()
  return pageMetadata({
    title: item.seo.title || `${item.title} | ${settings.campus_name}`,
    description: item.seo.description || htmlToText(item.description).slice(0, 300),
    path: `/academic/${item.slug}`,
    image: item.seo.image_url,
  })
}

export default async function CqaItemPage(props: RecordPageProps) {
  const item = await findItem(props)
  if (!item) notFound()
  return (
    <DetailPage title={item.title} back={{ href: '/academics#cqa', label: 'Back to Academics' }}>
      <DetailBlock title="Description" html={item.description} />
      {item.files.length > 0 ? (
        <DetailBlock title="Download Files">
          <FileLinks files={item.files.map((url) => ({ url, label: fileNameFromUrl(url, MESSAGES.unknownFile) }))} />
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
