import { whenIdle } from '@/foundations/whenIdle'

/** Long lists waiting for the page to be idle, to be given their options. */
const waiting = new Set<() => void>()
let turning = false

/**
 * Gives the waiting lists their options one per idle period, the next after
 * the browser's following frame: Chromium styles each option with its own
 * parts, and four year lists styled together took up to 19 ms in one task.
 */
function nextTurn() {
  turning = true
  whenIdle(() => {
    const [fill] = waiting
    if (fill) {
      waiting.delete(fill)
      fill()
    }
    if (waiting.size === 0) turning = false
    else requestAnimationFrame(nextTurn)
  })
}

/**
 * Runs `fill`, which gives a long list its options, in its turn (see
 * nextTurn). Returns what takes it out of the queue.
 */
export function inTurn(fill: () => void): () => void {
  waiting.add(fill)
  if (!turning) nextTurn()
  return () => waiting.delete(fill)
}

/**
 * A long list whose options the page is served without (docs/decisions/063):
 * the select comes with its placeholder alone and is given its whole list
 * once the page is idle, or at once when the visitor reaches for it (a press,
 * a focus, a key: each comes before the browser opens the list) or a script
 * sets a value the placeholder cannot hold, as the form does when it puts a
 * draft back.
 *
 * Setting the value of a select that lacks the option silently empties it,
 * so the select's own `value` setter is wrapped: no caller, present or
 * future, has to know the options come late. Returns what undoes it all.
 */
export function giveChoicesLater(select: HTMLSelectElement, wholeHtml: () => string): () => void {
  const native = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')
  if (!native?.get || !native.set) return () => {}
  const { get, set } = native
  const fill = () => {
    // Filled already (a long list is never its placeholder alone).
    if (select.options.length > 1) return
    // Replacing the options selects the first one: the value chosen so far is kept.
    const value = get.call(select) as string
    select.innerHTML = wholeHtml()
    set.call(select, value)
  }
  Object.defineProperty(select, 'value', {
    configurable: true,
    get: () => get.call(select),
    set: (value: string) => {
      set.call(select, value)
      if (get.call(select) === String(value)) return
      fill()
      set.call(select, value)
    },
  })
  const reaching = ['pointerdown', 'focus', 'keydown'] as const
  for (const type of reaching) select.addEventListener(type, fill)
  const leaveTurn = inTurn(fill)
  return () => {
    leaveTurn()
    for (const type of reaching) select.removeEventListener(type, fill)
    delete (select as { value?: string }).value
  }
}
