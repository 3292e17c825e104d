/**
 * The language content is read in (docs/decisions/068). A page's reads take
 * the page's language from its address; a /v1 reply runs inside
 * `withReadLanguage` with its `?locale=`; anything else (a script, a job, a
 * test) reads English unless it says otherwise. Payload answers a text staff
 * have not translated with the English one.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { DEFAULT_LANGUAGE, type Language } from '@/foundations/languages'

const scope = new AsyncLocalStorage<Language>()

export function withReadLanguage<T>(language: Language, read: () => Promise<T>): Promise<T> {
  return scope.run(language, read)
}

/** The language set around this read (inside a cached read, always set); English when none was. */
export function readLanguage(): Language {
  return scope.getStore() ?? DEFAULT_LANGUAGE
}

/** The language of the reads now: the one set around them, else the page's, else English. */
export async function contentLanguage(): Promise<Language> {
  const set = scope.getStore()
  if (set) return set
  if (!process.env.NEXT_RUNTIME) return DEFAULT_LANGUAGE
  try {
    // Loaded here: Next's root params exist only inside its compiled server, not in a script or a test.
    const { shownLanguage } = await import('./pageLanguage')
    return await shownLanguage()
  } catch {
    // Not a page (a route handler, a job, a script): its reads are English.
    return DEFAULT_LANGUAGE
  }
}
