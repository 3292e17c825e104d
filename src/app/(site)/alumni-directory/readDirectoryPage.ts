import { attempt } from '@/components/ui/States'
import { getAlumniDirectoryPage } from '@/content/alumni'
import { DIRECTORY_PAGE_SIZE } from '@/lib/listSizes'

/** One page of the directory, by number, held to 1..100000; a failed read is kept for the page to show. */
export function readDirectoryPage(page: number) {
  return attempt(() => getAlumniDirectoryPage(Math.max(1, Math.min(page, 100_000)), DIRECTORY_PAGE_SIZE))
}
