import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { shownLanguage } from '@/sides/content/pageLanguage'
import { textsIn } from '@/foundations/texts'

export default async function ProgrammeNotFound() {
  const language = await shownLanguage()
  return <NotFoundText text={textsIn(language).messages.programNotFound} language={language} />
}
