import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { MESSAGES } from '@/foundations/messages'

export default function ProgrammeNotFound() {
  return <NotFoundText text={MESSAGES.programNotFound} />
}
