/**
 * The read side's cache. Each content function is wrapped once with the tags of
 * what it reads; a save in the back office expires those tags
 * (src/model/hooks/expireOnSave.ts). Outside a Next.js server (seed script, tests)
 * there is no cache: the wrapped function runs directly.
 */
import { unstable_cache } from 'next/cache'

import { type ContentTag, insideNextServer } from '@/services/cache/contentTags'

import { LANGUAGES } from '@/foundations/languages'

import { previewing, withDraftReads } from './draftReads'
import { contentLanguage, withReadLanguage } from './readLanguage'

export function cached<Args extends unknown[], Result>(
  key: string,
  tags: readonly ContentTag[],
  fn: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  // One cache entry per language: the reads inside run in the language they are kept under (./readLanguage.ts).
  const wrapped = new Map(
    LANGUAGES.map((language) => [language, unstable_cache((...args: Args) => withReadLanguage(language, () => fn(...args)), [key, language], { tags: [...tags] })]),
  )
  return async (...args: Args) => {
    if (!insideNextServer()) return fn(...args)
    const language = await contentLanguage()
    // A preview reads drafts, straight from the database: its results are never cached (src/sides/content/draftReads.ts).
    if (await previewing()) return withReadLanguage(language, () => withDraftReads(() => fn(...args)))
    return wrapped.get(language)!(...args)
  }
}
