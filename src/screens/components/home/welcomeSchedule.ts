import { POPUP_DELAY_MS, POPUP_SESSION_FLAG } from '@/foundations/motion'

/** The popup's element: a manual popover, hidden until it is shown. */
export const POPUP_ID = 'welcome-popup'

/** Set on the element by the inline script that times it, so the page's own script leaves the timing alone. */
export const TIMED_BY_PAGE = 'welcomeTimedByPage'

/**
 * Shows the popup once it is due, if this browser session has not seen it:
 * marks the session, opens the popover and puts the focus on its Close
 * button. Written out as the text of an inline script too (welcomeScript),
 * so it runs while the page's HTML is read, however long the page's own
 * scripts take to arrive on a slow line.
 */
export function scheduleWelcome(popup: HTMLElement, delay: number, flag: string): () => void {
  let seen = false
  try {
    seen = window.sessionStorage.getItem(flag) === 'true'
  } catch {
    // storage unavailable (private mode): show it this once
  }
  if (seen) return () => {}
  const timer = window.setTimeout(() => {
    // Left before its second was up (another page was followed): it shows on the next visit to Home.
    if (!popup.isConnected) return
    try {
      window.sessionStorage.setItem(flag, 'true')
    } catch {
      // ignore
    }
    popup.showPopover()
    popup.querySelector('button')?.focus()
  }, delay)
  return () => window.clearTimeout(timer)
}

/**
 * The inline script placed right after the popup's HTML: the second counts
 * from the page's opening (performance.now()), as §2.4 has it, not from the
 * moment the page's scripts have run.
 */
export function welcomeScript(): string {
  return [
    '(function () {',
    `var popup = document.getElementById(${JSON.stringify(POPUP_ID)});`,
    'if (!popup) return;',
    `(${scheduleWelcome.toString()})(popup, Math.max(0, ${POPUP_DELAY_MS} - performance.now()), ${JSON.stringify(POPUP_SESSION_FLAG)});`,
    // Only once it is timed: should the script fail, the page's own script times the popup instead.
    `popup[${JSON.stringify(TIMED_BY_PAGE)}] = true;`,
    '})()',
  ].join(' ')
}
