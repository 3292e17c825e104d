import type { Metadata } from 'next'

import { DirectoryPage } from '@/screens/components/alumni/DirectoryPage'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { fill, textsIn } from '@/foundations/texts'
import { getSiteSettings } from '@/sides/content/contact'

import { pageMetadata } from '../pageMetadata'
import { readDirectoryPage } from './readDirectoryPage'

export async function generateMetadata(): Promise<Metadata> {
  const meta = textsIn(await pageLanguage()).meta.alumniDirectory
  const settings = await getSiteSettings()
  return pageMetadata({
    title: fill(meta.title, { campus: settings.campus_name }),
    description: fill(meta.description, { campus: settings.campus_name }),
    path: '/alumni-directory',
  })
}

export default async function AlumniDirectoryFirstPage() {
  return <DirectoryPage result={await readDirectoryPage(1)} language={await pageLanguage()} />
}
