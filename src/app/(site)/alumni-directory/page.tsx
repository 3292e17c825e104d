import type { Metadata } from 'next'

import { DirectoryTable } from '@/components/alumni/DirectoryTable'
import { PageBanner, Section } from '@/components/ui/Section'
import { attempt, ErrorText } from '@/components/ui/States'
import { getAlumniDirectoryPage } from '@/content/alumni'
import { getSiteSettings } from '@/content/contact'
import { DIRECTORY_PAGE_SIZE } from '@/lib/constants'

import { pageMetadata } from '../pageMetadata'

type Props = { searchParams: Promise<{ [key: string]: string | string[] | undefined }> }

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({
    title: `Alumni Directory | ${settings.campus_name}`,
    description: `Graduates of ${settings.campus_name}: their roles, qualifications, intakes and companies.`,
    path: '/alumni-directory',
  })
}

export default async function AlumniDirectoryPage({ searchParams }: Props) {
  const { page: pageParam } = await searchParams
  const requested = typeof pageParam === 'string' && /^\d+$/.test(pageParam) ? Number(pageParam) : 1
  const result = await attempt(() => getAlumniDirectoryPage(Math.max(1, Math.min(requested, 100_000)), DIRECTORY_PAGE_SIZE))
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
