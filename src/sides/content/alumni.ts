/** Alumni reads: overview, news, albums, the paged directory and intakes. */
import { payloadClient } from '@/model/payloadClient'
import { LANGUAGE_TAGS } from '@/foundations/languages'

import { cached } from './cachedRead'
import { toAlbum, type Album } from './home'
import { findAll, findGlobal, imageUrls, richTextHtml } from './records'
import { readLanguage } from './readLanguage'

type AlumniOverview = { vision: string; mission: string; goals: string }

export const getAlumniOverview = cached('alumni.overview', ['alumni-overview'], async (): Promise<AlumniOverview> => {
  const doc = await findGlobal(await payloadClient(), 'alumni-overview')
  return { vision: doc.vision ?? '', mission: doc.mission ?? '', goals: doc.goals ?? '' }
})

export type AlumniNewsItem = {
  alumniNews_id: number
  alumniNews_title: string
  alumniNews_description: string
  images: string[]
  expandedContent: string
  date: string
}

export const getAlumniNews = cached('alumni.news', ['alumni-news', 'media'], async (): Promise<AlumniNewsItem[]> =>
  (await findAll(await payloadClient(), 'alumni-news')).map((doc) => ({
    alumniNews_id: doc.id,
    alumniNews_title: doc.title ?? '',
    alumniNews_description: richTextHtml(doc.description),
    images: imageUrls(doc.images),
    expandedContent: richTextHtml(doc.expanded_content),
    date: doc.date,
  })),
)

export const getAlumniAlbums = cached('alumni.albums', ['alumni-albums', 'media'], async (): Promise<Album[]> =>
  (await findAll(await payloadClient(), 'alumni-albums')).map(toAlbum),
)

export type DirectoryEntry = {
  id: number
  name: string
  designation: string
  sab_academic_qualifications: string
  intake: string
  official_address: string
}

export type Pagination = { total: number; page_size: number; current_page: number; total_pages: number }


/**
 * One page of the directory, by name as the reader's language orders names
 * (Intl.Collator): the same on both databases, whose own orders differ
 * (SQLite compares bytes; PostgreSQL follows its collation). A page past
 * the last one is empty.
 */
export const getAlumniDirectoryPage = cached(
  'alumni.directory',
  ['alumni-directory'],
  async (page: number, pageSize: number): Promise<{ data: DirectoryEntry[]; pagination: Pagination }> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'alumni-directory', pagination: false, depth: 0, overrideAccess: false })
    const order = new Intl.Collator(LANGUAGE_TAGS[readLanguage()], { numeric: true })
    // id breaks ties between equal names, so pages never overlap.
    const sorted = docs.sort((a, b) => order.compare(a.name, b.name) || a.id - b.id)
    const onPage = sorted.slice((page - 1) * pageSize, page * pageSize)
    return {
      data: onPage.map((doc) => ({
        id: doc.id,
        name: doc.name,
        designation: doc.designation ?? '',
        sab_academic_qualifications: doc.sab_academic_qualifications ?? '',
        intake: doc.intake ?? '',
        official_address: doc.official_address ?? '',
      })),
      pagination: {
        total: sorted.length,
        page_size: pageSize,
        current_page: page,
        total_pages: Math.max(1, Math.ceil(sorted.length / pageSize)),
      },
    }
  },
)

export type Intake = { id: number; alumni_intake: string; degree_id: number | null }

/** Intakes of one alumni degree programme, or of all when no degree is given. */
export const getAlumniIntakes = cached(
  'alumni.intakes',
  ['alumni-intakes'],
  async (degreeId?: number): Promise<Intake[]> => {
    const docs = await findAll(await payloadClient(), 'alumni-intakes', {
      depth: 0,
      where: degreeId === undefined ? undefined : { degree: { equals: degreeId } },
    })
    return docs.map((doc) => ({
      id: doc.id,
      alumni_intake: doc.alumni_intake,
      degree_id: typeof doc.degree === 'object' ? doc.degree.id : doc.degree,
    }))
  },
)
