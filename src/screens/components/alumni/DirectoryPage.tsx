import { DirectoryTable } from '@/screens/components/alumni/DirectoryTable'
import { PageBanner, Section } from '@/screens/components/ui/Section'
import { ErrorText, type Loaded } from '@/screens/components/ui/States'
import type { DirectoryEntry, Pagination } from '@/sides/content/alumni'
import { pathIn, type Language } from '@/foundations/languages'
import { textsIn } from '@/foundations/texts'

/** One page of the directory, as the route read it; /alumni-directory?page=<n> is rewritten to /alumni-directory/<n> (src/server/queryPages.mjs). */
export function DirectoryPage({ result, language }: { result: Loaded<{ data: DirectoryEntry[]; pagination: Pagination }>; language: Language }) {
  const texts = textsIn(language)
  return (
    <>
      <PageBanner title={texts.pages.alumni.directory} />
      <Section>
        {result.ok ? (
          <DirectoryTable
            entries={result.data.data}
            pagination={result.data.pagination}
            pageHref={(page) => pathIn(language, `/alumni-directory?page=${page}`)}
            pageMessages={texts.messages}
            words={texts.directory}
          />
        ) : (
          <ErrorText messages={texts.messages} error={result.error} />
        )}
      </Section>
    </>
  )
}
