import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { MESSAGES } from '@/foundations/messages'

export default function DepartmentNotFound() {
  return <NotFoundText text={MESSAGES.departmentNotFound} />
}
