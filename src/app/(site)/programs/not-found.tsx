import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

export default function ProgrammeNotFound() {
  return <NotFoundText text={PAGE_MESSAGES.programNotFound} />
}
