/**
 * Removes what a submission that was not stored put in the file store. A
 * store that refuses (a bucket briefly out of reach) is asked again later, a
 * few times, so a passing outage leaves no applicant's document behind. The
 * log counts what could not be removed, and never names it.
 */
import type { FileStore } from '@/services/storage/fileStore'

import { describeFailure } from '@/foundations/describeFailure'

/** The waits before each further try: a minute, ten minutes, an hour. */
export const REMOVAL_RETRY_DELAYS_MS: readonly number[] = [60_000, 10 * 60_000, 60 * 60_000]

type Log = Pick<Console, 'error' | 'warn'>

/** Removes the files under `keys` now, and those that fail again after each of `retryDelaysMs`. */
export async function removeDocuments(
  store: FileStore,
  keys: readonly string[],
  { retryDelaysMs = REMOVAL_RETRY_DELAYS_MS, log = console }: { retryDelaysMs?: readonly number[]; log?: Log } = {},
): Promise<void> {
  const left = await removeEach(store, keys)
  if (left.keys.length === 0) return
  log.error(`Removing ${left.keys.length} document(s) of a submission that was not stored failed: ${left.reason}; trying again later.`)
  tryAgain(store, left.keys, retryDelaysMs, log)
}

function tryAgain(store: FileStore, keys: readonly string[], delays: readonly number[], log: Log): void {
  const [delay, ...later] = delays
  if (delay === undefined) {
    log.error(`${keys.length} document(s) of a submission that was not stored are still in the file store after every try.`)
    return
  }
  // Unref'd: a pending try never keeps a stopping server alive.
  const timer = setTimeout(() => {
    void removeEach(store, keys).then((left) => {
      if (left.keys.length === 0) log.warn(`${keys.length} document(s) of a submission that was not stored were removed on a later try.`)
      else tryAgain(store, left.keys, later, log)
    })
  }, delay)
  timer.unref?.()
}

async function removeEach(store: FileStore, keys: readonly string[]): Promise<{ keys: string[]; reason: string }> {
  const results = await Promise.allSettled(keys.map((key) => store.remove(key)))
  const failed = keys.filter((_, index) => results[index]!.status === 'rejected')
  const firstFailure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  return { keys: failed, reason: firstFailure ? describeFailure(firstFailure.reason) : '' }
}
