import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

export default function DegreeApplicationNotFound() {
  return <NotFoundText text={PAGE_MESSAGES.degreeNotFound} />
}
