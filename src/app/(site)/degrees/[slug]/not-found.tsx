import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

export default function LoanNotFound() {
  return <NotFoundText text={PAGE_MESSAGES.loanNotFound} />
}
