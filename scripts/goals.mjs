/**
 * The speed goals a public page is held to, each against its floor (a bare
 * Next page of the same markup, measured in the same run). The JavaScript
 * budget test enforces the byte goal on every build; the benchmark prints
 * which of the others a run met, so no one has to count them by hand.
 */

/** First-load JavaScript, gzip, at most this many times the floor's. */
export const CONTENT_JS_BUDGET = 1.1
export const FORM_JS_BUDGET = 1.35
/** Pages whose forms validate in the browser, by app route (`/degree-registration?id=` is served by `/degree-registration/[id]`). */
export const FORM_ROUTES = new Set([
  '/contact-us',
  '/degree-registration-apply',
  '/degree-registration',
  '/degree-registration/[id]',
  '/alumni-registration',
  '/application-status',
])

/** Lighthouse mobile: within this many points of the floor, or at least ENOUGH. */
const SCORE_GAP = 2
const SCORE_ENOUGH = 95
const TBT_RATIO = 1.2
const MAX_CLS = 0.01
const THROUGHPUT_RATIO = 0.9

/**
 * The goals one route missed in a run, as short phrases ([] when it met all
 * it was measured on). Each part is optional: /v1 addresses have throughput
 * only, and a run without Lighthouse has no scores.
 * @param {{
 *   path: string,
 *   throughput?: { site: number, floor: number },
 *   js?: { site: number, floor: number },
 *   lighthouse?: { performance: number, accessibility: number, bestPractices: number, seo: number, cls: number, tbt: number, floor: { performance: number, tbt: number } },
 * }} measured `path` is the address's path, without its query
 * @returns {string[]}
 */
export function missedGoals({ path, throughput, js, lighthouse }) {
  const missed = []
  if (throughput && !(throughput.site >= throughput.floor * THROUGHPUT_RATIO)) missed.push(`req/s below ${THROUGHPUT_RATIO}x`)
  if (js) {
    const budget = FORM_ROUTES.has(path) ? FORM_JS_BUDGET : CONTENT_JS_BUDGET
    if (!(js.site <= js.floor * budget)) missed.push(`JS above ${budget}x`)
  }
  if (lighthouse) {
    const { floor } = lighthouse
    if (!(lighthouse.performance >= SCORE_ENOUGH || lighthouse.performance >= floor.performance - SCORE_GAP)) {
      missed.push(`score ${lighthouse.performance} vs ${floor.performance}`)
    }
    const others = { accessibility: lighthouse.accessibility, 'best practices': lighthouse.bestPractices, SEO: lighthouse.seo }
    for (const [name, value] of Object.entries(others)) if (value !== 100) missed.push(`${name} ${value}`)
    if (!(lighthouse.cls <= MAX_CLS)) missed.push(`CLS ${lighthouse.cls}`)
    // A floor with no blocking time at all leaves only zero within the ratio.
    if (!(lighthouse.tbt <= floor.tbt * TBT_RATIO)) {
      missed.push(Number.isFinite(lighthouse.tbt) ? `TBT ${(lighthouse.tbt / Math.max(floor.tbt, 1)).toFixed(2)}x` : 'TBT not measured')
    }
  }
  return missed
}
