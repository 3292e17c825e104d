import { NotFoundText } from '@/components/academics/DetailPage'
import { MESSAGES } from '@/lib/messages'

export default function DegreeNotFound() {
  return <NotFoundText text={MESSAGES.degreeNotFound} />
}
