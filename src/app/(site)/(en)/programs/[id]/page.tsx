import { DetailBlock, DetailPage } from '@/screens/components/academics/DetailPage'
import { FileLinks } from '@/screens/components/academics/FileLinks'
import { getProgrammes } from '@/sides/content/academics'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, textsIn } from '@/foundations/texts'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

import { noPrerenderedRecords, recordId, recordMetadata, recordPage } from '../../recordPage'

/* /programs?id=<id>, rewritten here (src/server/queryPages.mjs) so each programme is cached as a static page. */
type Props = { params: Promise<{ id: string }> }

const page = recordPage({
  find: async ({ id }: { id: string }) => {
    const wanted = recordId(id)
    if (wanted === undefined) return null
    return (await getProgrammes()).find((programme) => programme.id === wanted) ?? null
  },
  missing: { title: PAGE_MESSAGES.programNotFound },
  metadata: (programme) =>
    recordMetadata(programme.seo, { name: programme.program_name, html: programme.alumniNews_description, path: `/programs?id=${programme.id}` }),
})

export const generateStaticParams = noPrerenderedRecords
export const generateMetadata = page.generateMetadata

export default async function ProgrammePage(props: Props) {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const words = texts.record
  const programme = await page.record(props)
  return (
    <DetailPage language={language} title={programme.program_name} back={{ href: '/academics', label: words.backToPrograms }}>
      <DetailBlock title={words.programDescription} language={language} html={programme.alumniNews_description} />
      <DetailBlock title={words.admissionCriteria} language={language} html={programme.eligibity_criteria} />
      <DetailBlock title={words.eligibility} language={language} html={programme.eligibity_criteria} />
      <DetailBlock title={words.programmeBenefits} language={language} html={programme.program_benefits} />
      {programme.files.length > 0 ? (
        <DetailBlock title={words.supportingDocuments}>
          <FileLinks files={programme.files.map((file, index) => ({ url: file.url, label: file.name || fill(words.documentNumber, { number: index + 1 }) }))} newTab={texts.layout.opensInNewTab} language={texts.language.code} />
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
