/* /alumni-directory?page=<n>, rewritten here (src/server/queryPages.mjs) so each page of the directory is cached. */
import { DirectoryPage } from '@/screens/components/alumni/DirectoryPage'
import { pageLanguage } from '@/sides/content/pageLanguage'

import { readDirectoryPage } from '../readDirectoryPage'

export { generateMetadata } from '../page'

type Props = { params: Promise<{ page: string }> }

export function generateStaticParams(): { page: string }[] {
  return []
}

export default async function AlumniDirectoryNumberedPage({ params }: Props) {
  const { page } = await params
  return <DirectoryPage result={await readDirectoryPage(/^\d{1,6}$/.test(page) ? Number(page) : 1)} language={await pageLanguage()} />
}
