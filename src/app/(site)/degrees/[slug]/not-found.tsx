import { NotFoundText } from '@/components/academics/DetailPage'
import { MESSAGES } from '@/lib/messages'

export default function LoanNotFound() {
  return <NotFoundText text={MESSAGES.loanNotFound} />
}
