/** The numbers of the specification's business constants (§9), in one place. */
export const SLIDER_INTERVAL_MS = 5000
export const SLIDER_FADE_MS = 700

export const POPUP_DELAY_MS = 1000
export const POPUP_CLOSE_MS = 500
export const POPUP_SESSION_FLAG = 'hasOpenedPopup'

export const SCROLL_TOP_THRESHOLD_PX = 300
export const ANCHOR_OFFSET_PX = 80
export const ANCHOR_SCROLL_MS = 800
export const HASH_RESCROLL_MS = 300

export const LIVE_CHAT_DELAY_MS = 1000

/** A followed link's page that takes longer than this shows the loading image meanwhile (none flashes for a quick one). */
export const NAVIGATION_LOADING_DELAY_MS = 200

/** Slides per view by minimum viewport width; the first matching entry wins. */
export type SlidesByWidth = { minWidth: number; slides: number }[]

export const PARTNER_SLIDES: SlidesByWidth = [
  { minWidth: 1536, slides: 5 },
  { minWidth: 1280, slides: 4 },
  { minWidth: 640, slides: 3 },
  { minWidth: 0, slides: 2 },
]

export const GALLERY_MAX_ALBUMS = 8

/** Council, management and studies carousels. */
export function personSlides(itemCount: number): SlidesByWidth {
  return [
    { minWidth: 1024, slides: Math.min(3, Math.max(1, itemCount)) },
    { minWidth: 600, slides: Math.min(2, Math.max(1, itemCount)) },
    { minWidth: 0, slides: 1 },
  ]
}
export const PERSON_CAROUSEL_SPEED_MS = 500

export const STAFF_SLIDES: SlidesByWidth = [
  { minWidth: 1024, slides: 3 },
  { minWidth: 600, slides: 2 },
  { minWidth: 0, slides: 1 },
]
export const STAFF_LOOP_ABOVE = 3

export const OTHER_CAROUSEL_AUTOPLAY_MS = 3000
export const OTHER_CAROUSEL_TRANSITION_MS = 500

export const MESSAGE_WORD_LIMIT = 120
export const NEWS_EXCERPT_WORDS = 30
export const NEWS_EXCERPT_WORDS_NARROW = 15

export const DIRECTORY_PAGE_SIZE = 10
export const DIRECTORY_MAX_PAGE_SIZE = 100
export const DIRECTORY_PREVIEW_SIZE = 5

/** The application fee the specification states; the site settings' default, and what the pages say when it is left empty. */
export const APPLICATION_FEE_RS = 1250
/** The specification's copyright line is for 2025: the site settings' default, and the footer's when no settings can be read. */
export const DEFAULT_COPYRIGHT_YEAR = 2025
/** Shown when no research has been entered yet. */
export const DEFAULT_RESEARCH_YEAR = 2023
export const QR_SIZE = 256

export const SITE_LOCALE = 'en_US'

/** Forms: a person needs at least this long to fill one; faster is a bot. */
export const FORM_MIN_FILL_MS = 3000
/** The alumni registration's success window closes itself after this long (§9). */
export const REGISTRATION_SUCCESS_CLOSE_MS = 2000
