/** When, after a change, the last request within its second is sent: early enough that a busy test process's timer still sends it within the second. */
const LAST_ASK_MS = 950

/**
 * Whether a change made at `from` shows to a visitor who asks within a second:
 * the time, after `from`, at which the first request that saw it was *sent*;
 * Infinity when none sent within the second did. It asks again and again from
 * the start, and once more at the end of the second whatever the earlier
 * requests are still doing: "a save shows within a second" is about what a
 * visitor who asks then is given, not about how long a busy machine takes to
 * render the answer (the benchmark measures that).
 */
export async function withinASecond(from: number, read: () => Promise<boolean>): Promise<number> {
  let timer: NodeJS.Timeout | undefined
  const lastAsk = new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => {
      const sent = Date.now() - from
      read().then((seen) => resolve(seen ? sent : Infinity), reject)
    }, Math.max(0, from + LAST_ASK_MS - Date.now()))
  })
  // Its failure is reported where it is awaited, not as an unhandled rejection when the polls answer first.
  lastAsk.catch(() => {})
  try {
    for (let asked = Date.now(); asked - from < LAST_ASK_MS; asked = Date.now()) {
      if (await read()) return asked - from
    }
    return await lastAsk
  } finally {
    clearTimeout(timer)
  }
}
