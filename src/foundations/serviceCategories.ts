/**
 * The categories of the student services: the one list the service-links
 * collection's choice, the Student Support page's tiles (captioned in each
 * language by the pages' texts, studentSupport.tiles), the /v1 paths and the
 * demo content are built from. `value` is what the database stores (a
 * PostgreSQL enum): changing or removing one needs a migration; a new one
 * needs a migration too, then it shows everywhere at once.
 */

type ServiceCategoryEntry = {
  value: string
  /** The category's name in the back office. */
  label: string
  /** A name of the site's line icons (components/ui/Icon.tsx); the tile that draws it checks the name. */
  icon: string
  /** The /v1 path of the specification (§7), and whether its list is under data.data ('nested') or data. */
  v1: { path: `/itServices/${string}`; reply: 'nested' | 'list' }
  /** Shown when staff left a link's name empty, as the specification names it. */
  defaultName?: string
}

export const SERVICE_CATEGORIES = [
  {
    value: 'lms',
    label: 'Learning management system (LMS)',
    icon: 'cap',
    v1: { path: '/itServices/getLLMS', reply: 'nested' },
    defaultName: 'LMS',
  },
  {
    value: 'ims',
    label: 'Student information system (IMS)',
    icon: 'users',
    v1: { path: '/itServices/getIMS', reply: 'nested' },
    defaultName: 'IMS',
  },
  { value: 'office-suite', label: 'Office suite', icon: 'file', v1: { path: '/itServices/getOfficeSuite', reply: 'nested' } },
  { value: 'student-portal', label: 'Student portal', icon: 'globe', v1: { path: '/itServices/getStudentPortal', reply: 'list' } },
  { value: 'online-payment', label: 'Online payment', icon: 'briefcase', v1: { path: '/itServices/getOnlinePayment', reply: 'list' } },
  {
    value: 'password-management',
    label: 'Password management',
    icon: 'award',
    v1: { path: '/itServices/getPasswordManagement', reply: 'list' },
  },
  { value: 'help-desk', label: 'Help desk', icon: 'phone', v1: { path: '/itServices/getHelpDesk', reply: 'list' } },
] as const satisfies readonly ServiceCategoryEntry[]

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]['value']

/** The collection's select options: the stored value and the back office's name. */
export const serviceCategoryOptions = () => SERVICE_CATEGORIES.map(({ value, label }) => ({ value, label }))

/** The name shown when staff left a link's name empty ('' for categories without one). */
export function defaultServiceName(category: ServiceCategory): string {
  const entry: ServiceCategoryEntry | undefined = SERVICE_CATEGORIES.find((candidate) => candidate.value === category)
  return entry?.defaultName ?? ''
}
