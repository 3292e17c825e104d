import { NotFoundText } from '@/components/academics/DetailPage'
import { MESSAGES } from '@/lib/messages'

export default function CqaNotFound() {
  return <NotFoundText text={MESSAGES.cqaNotFound} />
}
