import { DetailBlock, DetailPage } from '@/screens/components/academics/DetailPage'
import { FileLinks } from '@/screens/components/academics/FileLinks'
import { getCqaItems } from '@/sides/content/academics'
import { findBySlugOrId } from '@/sides/content/records'
import { fileNameFromUrl } from '@/foundations/fileLinks'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

import { noPrerenderedRecords, recordLookup, recordMetadata, recordPage, type RecordPageProps, type RecordParams } from '../../recordPage'

const page = recordPage({
  find: async (params: RecordParams) => findBySlugOrId(await getCqaItems(), recordLookup(params)),
  missing: { title: PAGE_MESSAGES.cqaNotFound },
  metadata: (item) => recordMetadata(item.seo, { name: item.title, html: item.description, path: `/academic/${item.slug}` }),
})

export const generateStaticParams = noPrerenderedRecords
export const generateMetadata = page.generateMetadata

export default async function CqaItemPage(props: RecordPageProps) {
  const language = await pageLanguage()
  const texts = textsIn(language)
  const messages = texts.messages
  const words = texts.record
  const item = await page.record(props)
  return (
    <DetailPage language={language} title={item.title} back={{ href: '/academics#cqa', label: words.backToAcademics }}>
      <DetailBlock title={words.description} language={language} html={item.description} />
      {item.files.length > 0 ? (
        <DetailBlock title={words.downloadFiles}>
          <FileLinks files={item.files.map((url) => ({ url, label: fileNameFromUrl(url, messages.unknownFile) }))} newTab={texts.layout.opensInNewTab} language={texts.language.code} />
        </DetailBlock>
      ) : null}
    </DetailPage>
  )
}
