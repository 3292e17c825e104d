import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { MESSAGES } from '@/foundations/messages'

export default function CqaNotFound() {
  return <NotFoundText text={MESSAGES.cqaNotFound} />
}
