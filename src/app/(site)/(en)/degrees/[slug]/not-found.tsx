import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { shownLanguage } from '@/sides/content/pageLanguage'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

export default async function LoanNotFound() {
  return <NotFoundText text={PAGE_MESSAGES.loanNotFound} language={await shownLanguage()} />
}
