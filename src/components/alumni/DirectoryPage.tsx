import { DirectoryTable } from '@/components/alumni/DirectoryTable'
import { PageBanner, Section } from '@/components/ui/Section'
import { attempt, ErrorText } from '@/components/ui/States'
import { getAlumniDirectoryPage } from '@/content/alumni'
import { DIRECTORY_PAGE_SIZE } from '@/lib/constants'

/** One page of the directory; /alumni-directory?page=<n> is rewritten to /alumni-directory/<n> (src/routing/queryPages.mjs). */
export async function DirectoryPage({ page }: { page: number }) {
  const result = await attempt(() => getAlumniDirectoryPage(Math.max(1, Math.min(page, 100_000)), DIRECTORY_PAGE_SIZE))
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

