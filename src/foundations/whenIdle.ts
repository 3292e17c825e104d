/**
 * Runs `callback` when the browser is next idle, so work that can wait never
 * competes with the page's load or a visitor's input. Browsers without idle
 * callbacks (Safari) run it after `fallbackMs`. `timeout` bounds the wait on a
 * page that is never idle. Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, { timeout, fallbackMs = 1 }: { timeout?: number; fallbackMs?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), timeout === undefined ? undefined : { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, fallbackMs)
  return () => window.clearTimeout(handle)
}
