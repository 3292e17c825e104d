import { NotFoundText } from '@/components/academics/DetailPage'
import { MESSAGES } from '@/lib/messages'

export default function DepartmentNotFound() {
  return <NotFoundText text={MESSAGES.departmentNotFound} />
}
