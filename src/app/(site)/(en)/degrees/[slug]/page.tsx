import { DetailBlock, DetailPage } from '@/screens/components/academics/DetailPage'
import { FileLinks } from '@/screens/components/academics/FileLinks'
import { getLoanSchemes } from '@/sides/content/academics'
import { findBySlugOrId } from '@/sides/content/records'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, textsIn } from '@/foundations/texts'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

import { pageMetadata } from '../../pageMetadata'
import { noPrerenderedRecords, recordLookup, recordPage, type RecordPageProps, type RecordParams } from '../../recordPage'

/** Loan pages without their own search title share this one (§2.9). */
const GENERIC_TITLE = 'Higher Education in Colombo, Sri Lanka'

const page = recordPage({
  find: async (params: RecordParams) => findBySlugOrId(await getLoanSchemes(), recordLookup(params)),
  missing: { title: PAGE_MESSAGES.loanNotFound },
  // Not recordMetadata: without their own, loan pages share one title and the site's description.
  metadata: (loan) =>
    pageMetadata({
      title: loan.seo.title || GENERIC_TITLE,
      description: loan.seo.description || undefined,
      path: `/degrees/${loan.slug}`,
      image: loan.seo.image_url,
    }),
})

export const generateStaticParams = noPrerenderedRecords
export const generateMetadata = page.generateMetadata

export default async function LoanPage(props: RecordPageProps) {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.record
  const loan = await page.record(props)
  return (
    <DetailPage language={language} title={loan.title} back={{ href: '/academics#loan', label: words.backToAcademics }}>
      <DetailBlock title={words.description} language={language} html={loan.description} />
      <DetailBlock title={words.eligibility} language={language} html={loan.eligibity_criteria} />
      <DetailBlock title={words.applicationProcess} language={language} html={loan.application_process} />
      <DetailBlock title={words.contactInformation} language={language} html={loan.contact_information} />
      {loan.files.length > 0 ? (
        <DetailBlock title={words.supportingDocuments}>
          <FileLinks files={loan.files.map((url, index) => ({ url, label: fill(words.documentNumber, { number: index + 1 }) }))} newTab={texts.layout.opensInNewTab} language={texts.language.code} />
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
