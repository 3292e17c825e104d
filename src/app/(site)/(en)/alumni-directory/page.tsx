import type { Metadata } from 'next'

import { DirectoryPage } from '@/screens/components/alumni/DirectoryPage'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { getSiteSettings } from '@/sides/content/contact'

import { pageMetadata } from '../pageMetadata'
import { readDirectoryPage } from './readDirectoryPage'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({
    title: `Alumni Directory | ${settings.campus_name}`,
    description: `Graduates of ${settings.campus_name}: their roles, qualifications, intakes and companies.`,
    path: '/alumni-directory',
  })
}

export default async function AlumniDirectoryFirstPage() {
  return <DirectoryPage result={await readDirectoryPage(1)} language={await pageLanguage()} />
}
