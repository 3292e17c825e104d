import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

export default function CqaNotFound() {
  return <NotFoundText text={PAGE_MESSAGES.cqaNotFound} />
}
