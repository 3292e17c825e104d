/**
 * The navigation bar of §2.2 and the footer's link lists of §2.3: where each
 * item goes, and the key of its words in each language
 * (src/foundations/texts, `navigation`, `navigationAnchors`, `footerLinks`).
 */
import { pathIn, withoutLanguage, type Language } from './languages'
import type { SiteTexts } from './texts'

type AnchorKey = keyof SiteTexts['navigationAnchors']
export type NavAnchor = { hash: string; label: AnchorKey }
export type NavItem = { label: keyof SiteTexts['navigation']; path: string; anchors: NavAnchor[] }

/** An item as a page shows it: its words in the page's language and its address there; `path` stays the English address. */
export type ShownNavItem = { label: string; path: string; href: string; anchors: { hash: string; label: string }[] }

export const NAV_ITEMS: NavItem[] = [
  {
    label: 'home',
    path: '/',
    anchors: [
      { hash: 'patners', label: 'accreditations' },
      { hash: 'gallery', label: 'gallery' },
    ],
  },
  {
    label: 'aboutUs',
    path: '/about-us',
    anchors: [
      { hash: 'history', label: 'history' },
      { hash: 'mission', label: 'visionMission' },
      { hash: 'leadership', label: 'leadershipMessage' },
      { hash: 'council', label: 'council' },
      { hash: 'managment', label: 'boardOfManagement' },
      { hash: 'studies', label: 'boardOfStudies' },
    ],
  },
  {
    label: 'academicProgrammes',
    path: '/academics',
    anchors: [
      { hash: 'undergraduate', label: 'undergraduate' },
      { hash: 'postGraduate', label: 'postgraduate' },
      { hash: 'programs', label: 'affiliatedProgrammes' },
      { hash: 'loan', label: 'loanScheme' },
      { hash: 'careers', label: 'careerGuidance' },
      { hash: 'cqa', label: 'cqa' },
    ],
  },
  {
    label: 'studentSupport',
    path: '/it-services',
    anchors: [
      { hash: 'service', label: 'serviceMenu' },
      { hash: 'counselling', label: 'studentCounselling' },
      { hash: 'flyer', label: 'flyers' },
      { hash: 'job', label: 'careers' },
    ],
  },
  {
    label: 'researchAndPublications',
    path: '/research-and-publications',
    anchors: [
      { hash: 'src', label: 'studentResearchCouncil' },
      { hash: 'publications', label: 'publications' },
    ],
  },
  {
    label: 'studentLife',
    path: '/student-life',
    anchors: [
      { hash: 'clubs', label: 'clubs' },
      { hash: 'events', label: 'studentEvents' },
      { hash: 'sports', label: 'sports' },
    ],
  },
  {
    label: 'galleryAndNews',
    path: '/gallery-and-news',
    anchors: [
      { hash: 'gallery', label: 'gallery' },
      { hash: 'video', label: 'videoGallery' },
      { hash: 'news', label: 'news' },
    ],
  },
  {
    label: 'alumni',
    path: '/alumni',
    anchors: [
      { hash: 'news', label: 'alumniNews' },
      { hash: 'gallery', label: 'gallery' },
      { hash: 'directory', label: 'alumniDirectory' },
      { hash: 'registration', label: 'alumniRegistration' },
    ],
  },
  { label: 'contactUs', path: '/contact-us', anchors: [] },
]

export const FOOTER_LINKS: { label: keyof SiteTexts['footerLinks']; path: string }[] = [
  { label: 'home', path: '/' },
  { label: 'alumni', path: '/alumni' },
  { label: 'academics', path: '/academics' },
  { label: 'researchAndPublications', path: '/research-and-publications' },
  { label: 'studentLife', path: '/student-life' },
  { label: 'galleryAndNews', path: '/gallery-and-news' },
  { label: 'studentSupport', path: '/it-services' },
]

/**
 * The navigation bar's words in one language, in NAV_ITEMS' order: each
 * item's name and its dropdown's. What the server hands the header's menus,
 * which run in the browser: the words alone, as short as they can be.
 */
export type NavWords = [string, string[]][]

export function navigationWords(texts: SiteTexts): NavWords {
  return NAV_ITEMS.map((item) => [texts.navigation[item.label], item.anchors.map((anchor) => texts.navigationAnchors[anchor.label])])
}

/** The navigation bar as a page in `language` shows it, from its words. */
export function shownNavigation(language: Language, words: NavWords): ShownNavItem[] {
  return NAV_ITEMS.map((item, index) => ({
    label: words[index]?.[0] ?? '',
    path: item.path,
    href: pathIn(language, item.path),
    anchors: item.anchors.map((anchor, inner) => ({ hash: anchor.hash, label: words[index]?.[1][inner] ?? '' })),
  }))
}

export const APPLY_PATH = '/degree-registration-apply'

/** The privacy notice: linked from the footer, beside each form's submit button and from the status page. */
export const PRIVACY_PATH = '/privacy'

/**
 * The item whose page is shown: exact for Home, by prefix for the rest
 * (detail pages belong to Academics). `shown` is the page's path in any
 * language, or as Next rendered it (`/en/about-us`).
 */
export function activeNavPath(shown: string): string | undefined {
  const pathname = withoutLanguage(shown)
  if (pathname === '/') return '/'
  const academic = ['/department/', '/degree/', '/programs', '/degrees/', '/academic/']
  if (academic.some((prefix) => pathname.startsWith(prefix))) return '/academics'
  if (pathname.startsWith('/alumni')) return '/alumni'
  return NAV_ITEMS.find((item) => item.path !== '/' && pathname.startsWith(item.path))?.path
}
