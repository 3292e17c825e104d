import { NotFoundText } from '@/components/academics/DetailPage'
import { MESSAGES } from '@/lib/messages'

export default function DegreeApplicationNotFound() {
  return <NotFoundText text={MESSAGES.degreeNotFound} />
}
