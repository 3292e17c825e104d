import type { Metadata } from 'next'

import { DirectoryPage } from '@/screens/components/alumni/DirectoryPage'
import { pageLanguage } from '@/sides/content/pageLanguage'

import { pageMetadata } from '../pageMetadata'
import { readDirectoryPage } from './readDirectoryPage'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ meta: 'alumniDirectory', path: '/alumni-directory' })
}

export default async function AlumniDirectoryFirstPage() {
  return <DirectoryPage result={await readDirectoryPage(1)} language={await pageLanguage()} />
}
