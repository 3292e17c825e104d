import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { MESSAGES } from '@/foundations/messages'

export default function LoanNotFound() {
  return <NotFoundText text={MESSAGES.loanNotFound} />
}
