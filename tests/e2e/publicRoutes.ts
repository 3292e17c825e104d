import { APPLIED_ACCOUNTING } from '@/sides/seed/demoValues'

/** Every public page of the demo site, one address per kind of page (a programme page's address is read from Academics). */
export const PUBLIC_ROUTES = [
  '/',
  '/about-us',
  '/academics',
  '/alumni',
  '/alumni-directory',
  '/alumni-registration',
  '/degree-registration',
  '/degree-registration-apply',
  `/degree-registration?id=${APPLIED_ACCOUNTING.id}&name=${encodeURIComponent(APPLIED_ACCOUNTING.program_name)}`,
  '/department/department-of-accounting-and-finance',
  '/degree/bsc-applied-accounting',
  '/it-services',
  '/contact-us',
  '/training-partners',
  '/research-and-publications',
  '/student-life',
  '/gallery-and-news',
  '/careers',
  '/degrees/interest-free-student-loan-scheme',
  '/academic/centre-for-quality-assurance',
  '/privacy',
]
