/**
 * How long the site's moving parts wait and take (the specification's §9):
 * the slider, the welcome popup, scrolling, the live chat, the loading image
 * between pages, the carousels and the alumni registration's success window.
 */
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

export const PERSON_CAROUSEL_SPEED_MS = 500
export const OTHER_CAROUSEL_AUTOPLAY_MS = 3000
export const OTHER_CAROUSEL_TRANSITION_MS = 500

/** The alumni registration's success window closes itself after this long (§9). */
export const REGISTRATION_SUCCESS_CLOSE_MS = 2000
