/** The navigation bar of §2.2 and the footer's link lists of §2.3. */
export type NavAnchor = { hash: string; label: string }
export type NavItem = { label: string; path: string; anchors: NavAnchor[] }

export const NAV_ITEMS: NavItem[] = [
  {
    label: 'HOME',
    path: '/',
    anchors: [
      { hash: 'patners', label: 'Accreditations and Recognitions' },
      { hash: 'gallery', label: 'Gallery' },
    ],
  },
  {
    label: 'ABOUT US',
    path: '/about-us',
    anchors: [
      { hash: 'history', label: 'Our History' },
      { hash: 'mission', label: 'Vision & Mission' },
      { hash: 'leadership', label: 'Leadership Message' },
      { hash: 'council', label: 'Council' },
      { hash: 'managment', label: 'Board Of Management' },
      { hash: 'studies', label: 'Board Of Studies' },
    ],
  },
  {
    label: 'ACADEMIC PROGRAMMES',
    path: '/academics',
    anchors: [
      { hash: 'undergraduate', label: 'Undergraduate' },
      { hash: 'postGraduate', label: 'Postgraduate' },
      { hash: 'programs', label: 'Affiliated programmes' },
      { hash: 'loan', label: 'Interest Free Loan Scheme' },
      { hash: 'careers', label: 'Career Guidence & Internship' },
      { hash: 'cqa', label: 'CQA' },
    ],
  },
  {
    label: 'STUDENT SUPPORT',
    path: '/it-services',
    anchors: [
      { hash: 'service', label: 'Service Menu' },
      { hash: 'counselling', label: 'Student Counselling' },
      { hash: 'flyer', label: 'Flyer Section' },
      { hash: 'job', label: 'Careers' },
    ],
  },
  {
    label: 'RESEARCH & PUBLICATIONS',
    path: '/research-and-publications',
    anchors: [
      { hash: 'src', label: 'Student Research Council' },
      { hash: 'publications', label: 'Publications' },
    ],
  },
  {
    label: 'STUDENT LIFE',
    path: '/student-life',
    anchors: [
      { hash: 'clubs', label: 'Clubs & Societies' },
      { hash: 'events', label: 'Student Events' },
      { hash: 'sports', label: 'Sports' },
    ],
  },
  {
    label: 'GALLERY & NEWS',
    path: '/gallery-and-news',
    anchors: [
      { hash: 'gallery', label: 'Gallery' },
      { hash: 'video', label: 'Video Gallery' },
      { hash: 'news', label: 'News' },
    ],
  },
  {
    label: 'ALUMNI',
    path: '/alumni',
    anchors: [
      { hash: 'news', label: 'Alumni Latest News' },
      { hash: 'gallery', label: 'Gallery' },
      { hash: 'directory', label: 'Alumni Directory' },
      { hash: 'registration', label: 'Alumni Registration' },
    ],
  },
  { label: 'CONTACT US', path: '/contact-us', anchors: [] },
]

export const FOOTER_LINKS = [
  { label: 'Home', path: '/' },
  { label: 'Alumni', path: '/alumni' },
  { label: 'Academics', path: '/academics' },
  { label: 'Research & Publications', path: '/research-and-publications' },
  { label: 'Student Life', path: '/student-life' },
  { label: 'Gallery & News', path: '/gallery-and-news' },
  { label: 'Student Support', path: '/it-services' },
]

export const APPLY_PATH = '/degree-registration-apply'

/** The privacy notice: linked from the footer, beside each form's submit button and from the status page. */
export const PRIVACY_PATH = '/privacy'

/** The item whose page is shown: exact for Home, by prefix for the rest (detail pages belong to Academics). */
export function activeNavPath(pathname: string): string | undefined {
  if (pathname === '/') return '/'
  const academic = ['/department/', '/degree/', '/programs', '/degrees/', '/academic/']
  if (academic.some((prefix) => pathname.startsWith(prefix))) return '/academics'
  if (pathname.startsWith('/alumni')) return '/alumni'
  return NAV_ITEMS.find((item) => item.path !== '/' && pathname.startsWith(item.path))?.path
}
