import { NotFoundText } from '@/screens/components/academics/DetailPage'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

export default function DepartmentNotFound() {
  return <NotFoundText text={PAGE_MESSAGES.departmentNotFound} />
}
