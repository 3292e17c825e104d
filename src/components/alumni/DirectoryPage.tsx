import { DirectoryTable } from '@/components/alumni/DirectoryTable'
import { PageBanner, Section } from '@/components/ui/Section'
import { ErrorText, type Loaded } from '@/components/ui/States'
import type { DirectoryEntry, Pagination } from '@/content/alumni'

/** One page of the directory, as the route read it; /alumni-directory?page=<n> is rewritten to /alumni-directory/<n> (src/routing/queryPages.mjs). */
export function DirectoryPage({ result }: { result: Loaded<{ data: DirectoryEntry[]; pagination: Pagination }> }) {
  return (
    <>
      <PageBanner title="Alumni Directory" />
      <Section>
        {result.ok ? (
          <DirectoryTable entries={result.data.data} pagination={result.data.pagination} pageHref={(page) => `/alumni-directory?page=${page}`} />
        ) : (
          <ErrorText error={result.error} />
        )}
      </Section>
    </>
  )
}
