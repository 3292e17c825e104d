'use client'

import { useSelectedLayoutSegments } from 'next/navigation'

import { useLanguage } from '@/screens/components/ui/useLanguage'
import { LANGUAGES, LANGUAGE_TAGS, pathIn, type Language } from '@/foundations/languages'
import { publicPath } from '@/server/queryPageShapes.mjs'

/**
 * The three languages, each named in itself, each a link to the page shown
 * in that language (issue 55). The page is read from the rendered route's
 * segments, which the server and the browser agree on, and turned back into
 * its address (`/programs/3` is `/programs?id=3`). A plain link: the other
 * language is another root of the site, loaded whole. `names` are HTML whose
 * letters beyond Latin-1 are character references (`latin1Html`), so an
 * English page's text stays one byte a character.
 */
export function LanguageSwitcher({ names, label }: { names: Record<Language, string>; label: string }) {
  const language = useLanguage()
  const segments = useSelectedLayoutSegments().filter((segment) => !segment.startsWith('(') && !segment.startsWith('_') && !segment.startsWith('/'))
  const path = publicPath(`/${segments.join('/')}`)
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((each) => (
          <li key={each}>
            <a
              href={pathIn(each, path)}
              lang={LANGUAGE_TAGS[each]}
              hrefLang={LANGUAGE_TAGS[each]}
              aria-current={each === language ? 'true' : undefined}
              className={`inline-block rounded px-2 py-1 leading-normal hover:underline ${each === language ? 'bg-white/15 font-bold' : ''}`}
              dangerouslySetInnerHTML={{ __html: names[each] }}
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}
