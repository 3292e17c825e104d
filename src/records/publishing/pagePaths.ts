/**
 * The page on which a record or a global appears: where the back office's
 * Preview button and live preview open it. A record with a page of its own
 * opens that page; any other opens the page that lists it (docs/routes.md).
 */
type Doc = { id?: number | string | null; slug?: string | null } | null | undefined

const recordPages: Record<string, (doc: Doc) => string | null> = {
  departments: (doc) => (doc?.slug ? `/department/${encodeURIComponent(doc.slug)}` : null),
  degrees: (doc) => (doc?.slug ? `/degree/${encodeURIComponent(doc.slug)}` : null),
  'loan-schemes': (doc) => (doc?.slug ? `/degrees/${encodeURIComponent(doc.slug)}` : null),
  'cqa-items': (doc) => (doc?.slug ? `/academic/${encodeURIComponent(doc.slug)}` : null),
  programmes: (doc) => (doc?.id ? `/programs?id=${encodeURIComponent(String(doc.id))}` : null),
}

const listingPages: Record<string, string> = {
  'slider-images': '/',
  partners: '/',
  'home-albums': '/',
  'welcome-section': '/',
  'popup-image': '/',
  'leadership-messages': '/about-us',
  'council-members': '/about-us',
  'management-members': '/about-us',
  'studies-members': '/about-us',
  history: '/about-us',
  'vision-mission': '/about-us',
  departments: '/academics',
  degrees: '/academics',
  programmes: '/academics',
  'loan-schemes': '/academics',
  'career-guidance': '/academics',
  'cqa-items': '/academics',
  'cqa-description': '/academics',
  'service-links': '/it-services',
  counsellors: '/it-services',
  'research-items': '/research-and-publications',
  publications: '/research-and-publications',
  internships: '/student-life',
  clubs: '/student-life',
  'student-events': '/student-life',
  sports: '/student-life',
  'gallery-albums': '/gallery-and-news',
  'video-albums': '/gallery-and-news',
  news: '/gallery-and-news',
  'alumni-news': '/alumni',
  'alumni-albums': '/alumni',
  'alumni-overview': '/alumni',
  'degree-program-names': '/alumni-registration',
  'alumni-intakes': '/alumni-registration',
  flyers: '/careers',
  jobs: '/careers',
  'career-header': '/careers',
  'training-partners': '/training-partners',
  'training-documents': '/training-partners',
  'contact-info': '/contact-us',
}

/** The site path that shows `doc` of collection or global `slug`. */
export function pagePathOf(slug: string, doc?: Doc): string {
  return recordPages[slug]?.(doc) ?? listingPages[slug] ?? '/'
}

/** Every slug with a page, for the test that keeps this list complete. */
export const SLUGS_WITH_PAGES = Object.keys(listingPages)

/** The address that turns preview on for a staff member and opens the page (src/app/(staff)/preview/route.ts). */
export function previewAddress(slug: string, doc?: Doc): string {
  return `/preview?path=${encodeURIComponent(pagePathOf(slug, doc))}`
}
