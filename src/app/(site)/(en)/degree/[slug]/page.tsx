import { ApplyNow } from '@/screens/components/academics/ApplyNow'
import { DetailBlock, DetailPage } from '@/screens/components/academics/DetailPage'
import { FileLinks } from '@/screens/components/academics/FileLinks'
import { untranslated } from '@/screens/components/ui/untranslated'
import { JsonLd } from '@/screens/components/seo/JsonLd'
import { getDegree } from '@/sides/content/academics'
import { getSiteSettings } from '@/sides/content/contact'
import { getEnv } from '@/settings'
import { fileNameFromUrl } from '@/foundations/fileLinks'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'
import { Filled } from '@/screens/components/ui/Filled'
import { htmlToText } from '@/foundations/words'

import { noPrerenderedRecords, recordLookup, recordMetadata, recordPage, type RecordPageProps, type RecordParams } from '../../recordPage'

const page = recordPage({
  find: (params: RecordParams) => getDegree(recordLookup(params)),
  missing: { title: PAGE_MESSAGES.degreeNotFound },
  metadata: (degree) => recordMetadata(degree.seo, { name: degree.program_name, html: degree.description, path: `/degree/${degree.slug}` }),
})

export const generateStaticParams = noPrerenderedRecords
export const generateMetadata = page.generateMetadata

export default async function DegreePage(props: RecordPageProps) {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.record
  const degree = await page.record(props)
  const settings = await getSiteSettings()
  const names = degree.upload_path ? degree.upload_path.split(',') : []
  const forms = degree.file_urls.map((url, index) => ({ url, name: names[index] || fileNameFromUrl(url) }))
  const site = getEnv().siteUrl
  return (
    <DetailPage language={language} title={degree.program_name} back={{ href: '/academics', label: words.backToAcademics }}>
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
      <p {...untranslated(degree.degree_name, texts.language.code)} className="text-lg font-semibold text-slate-700">
        {degree.degree_name}
      </p>
      <DetailBlock title={words.description} language={language} html={degree.description} />
      <div>
        <ApplyNow language={language} degreeId={degree.id} programName={degree.program_name} forms={forms} />
      </div>
      <DetailBlock title={words.eligibility} language={language} html={degree.eligibity_criteria} />
      <DetailBlock title={words.investment} language={language} html={degree.investment} />
      {forms.length > 0 ? (
        <DetailBlock title={words.supportingDocuments}>
          <FileLinks files={forms.map((form) => ({ url: form.url, label: form.name }))} newTab={texts.layout.opensInNewTab} language={texts.language.code} />
        </DetailBlock>
      ) : null}
      {settings.phones.length > 0 ? (
        <DetailBlock title={words.contactUs}>
          <p className="text-slate-700">
            <Filled
              text={words.moreInformation}
              values={{
                phones: settings.phones.slice(0, 2).map((phone, index) => (
                  <span key={phone}>
                    {index > 0 ? words.or : ''}
                    <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-brand-700 hover:underline">
                      {phone}
                    </a>
                  </span>
                )),
              }}
            />
          </p>
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
