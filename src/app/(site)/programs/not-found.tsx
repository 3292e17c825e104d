import { NotFoundText } from '@/components/academics/DetailPage'
import { MESSAGES } from '@/lib/messages'

export default function ProgrammeNotFound() {
  return <NotFoundText text={MESSAGES.programNotFound} />
}
