import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { shownLanguage } from '@/sides/content/pageLanguage'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

export default async function CqaNotFound() {
  return <NotFoundText text={PAGE_MESSAGES.cqaNotFound} language={await shownLanguage()} />
}
