/**
 * Asks `read` again and again until it is true, as visitors keep arriving after
 * a save. Returns when, after `from`, the first request that saw it was *sent*
 * (Infinity when none sent within a second did): "a save shows within a
 * second" is about what a visitor who asks then is given, and leaves out how
 * long a busy machine takes to render the answer, which the benchmark measures.
 */
export async function withinASecond(from: number, read: () => Promise<boolean>): Promise<number> {
  for (let asked = Date.now(); asked - from < 1000; asked = Date.now()) {
    if (await read()) return asked - from
  }
  return Infinity
}
