import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { MESSAGES } from '@/foundations/messages'

export default function DegreeNotFound() {
  return <NotFoundText text={MESSAGES.degreeNotFound} />
}
