import { attempt } from '@/screens/components/ui/States'
import { getAlumniDirectoryPage } from '@/sides/content/alumni'
import { DIRECTORY_PAGE_SIZE } from '@/foundations/listSizes'

/** One page of the directory, by number, held to 1..100000; a failed read is kept for the page to show. */
export function readDirectoryPage(page: number) {
  return attempt(() => getAlumniDirectoryPage(Math.max(1, Math.min(page, 100_000)), DIRECTORY_PAGE_SIZE))
}
