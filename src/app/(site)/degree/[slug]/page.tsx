import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ApplyNow } from '@/components/academics/ApplyNow'
import { DetailBlock, DetailPage } from '@/components/academics/DetailPage'
import { FileLinks } from '@/components/academics/FileLinks'
import { JsonLd } from '@/components/seo/JsonLd'
import { getDegree } from '@/content/academics'
import { getSiteSettings } from '@/content/contact'
import { getEnv } from '@/env'
import { fileNameFromUrl } from '@/lib/files'
import { MESSAGES } from '@/lib/messages'
import { htmlToText } from '@/lib/words'

import { pageMetadata } from '../../pageMetadata'
import { noPrerenderedRecords, recordLookup, type RecordPageProps } from '../../recordLookup'

export const generateStaticParams = noPrerenderedRecords

export async function generateMetadata({ params }: RecordPageProps): Promise<Metadata> {
  const degree = await getDegree(await recordLookup(params))
  if (!degree) return { title: MESSAGES.degreeNotFound }
  const settings = await getSiteSettings()
  return pageMetadata({
    title: degree.seo.title || `${degree.program_name} | ${settings.campus_name}`,
    description: degree.seo.description || htmlToText(degree.description).slice(0, 300),
    path: `/degree/${degree.slug}`,
    image: degree.seo.image_url,
  })
}

export default async function DegreePage({ params }: RecordPageProps) {
  const degree = await getDegree(await recordLookup(params))
  if (!degree) notFound()
  const settings = await getSiteSettings()
  const names = degree.upload_path ? degree.upload_path.split(',') : []
  const forms = degree.file_urls.map((url, index) => ({ url, name: names[index] || fileNameFromUrl(url) }))
  const site = getEnv().siteUrl
  return (
    <DetailPage title={degree.program_name} back={{ href: '/academics', label: 'Back to Academics' }}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'EducationalOccupationalProgram',
          name: degree.degree_name,
          alternateName: degree.program_name,
          description: htmlToText(degree.description),
          url: `${site}/degree/${degree.slug}`,
          educationalProgramMode: 'onsite',
          provider: { '@type': 'CollegeOrUniversity', name: settings.campus_name, url: site },
        }}
      />
      <p className="text-lg font-semibold text-slate-700">{degree.degree_name}</p>
      <DetailBlock title="Description" html={degree.description} />
      <div>
        <ApplyNow degreeId={degree.id} programName={degree.program_name} forms={forms} />
      </div>
      <DetailBlock title="Eligibility Criteria" html={degree.eligibity_criteria} />
      <DetailBlock title="Investment" html={degree.investment} />
      {forms.length > 0 ? (
        <DetailBlock title="Supporting Documents">
          <FileLinks files={forms.map((form) => ({ url: form.url, label: form.name }))} />
        </DetailBlock>
      ) : null}
      {settings.phones.length > 0 ? (
        <DetailBlock title="Contact Us">
          <p className="text-slate-700">
            For more information call{' '}
            {settings.phones.slice(0, 2).map((phone, index) => (
              <span key={phone}>
                {index > 0 ? ' or ' : ''}
                <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-brand-700 hover:underline">
                  {phone}
                </a>
              </span>
            ))}
            .
          </p>
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
