/** Research and publications, and the internships list. */
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { fileRef, fileRefs, findAll, imageUrl, richTextHtml, type FileRef } from './records'

export type ResearchItem = {
  id: number
  title: string
  researcherName: string
  category: string
  year: number
  description: string
  files: FileRef[]
  image: string
  qrCode: string
}

/** Year → category name → items: the grouping the research accordion shows. */
export type ResearchByYear = Record<string, Record<string, ResearchItem[]>>

export const getResearchItems = cached('research.items', ['research-items', 'documents', 'media'], async (): Promise<ResearchItem[]> =>
  (await findAll(await payloadClient(), 'research-items')).map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    researcherName: doc.researcher_name,
    category: doc.category,
    year: doc.year,
    description: richTextHtml(doc.description),
    files: fileRefs(doc.files),
    image: imageUrl(doc.poster),
    qrCode: doc.qr_link ?? '',
  })),
)

export function groupResearchByYear(items: ResearchItem[]): ResearchByYear {
  const grouped: ResearchByYear = {}
  for (const item of items) {
    const year = (grouped[String(item.year)] ??= {})
    ;(year[item.category] ??= []).push(item)
  }
  return grouped
}

export const getResearchByYear = async (): Promise<ResearchByYear> => groupResearchByYear(await getResearchItems())

export type Publication = {
  id: number
  title: string
  authors: string
  publication_date: string
  journal_name: string
  abstract: string
  has_file: boolean
}

export const getPublications = cached('research.publications', ['publications', 'documents'], async (): Promise<Publication[]> =>
  (await findAll(await payloadClient(), 'publications')).map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    authors: doc.authors,
    publication_date: doc.publication_date,
    journal_name: doc.journal_name ?? '',
    abstract: doc.abstract ?? '',
    has_file: fileRef(doc.file) !== null,
  })),
)

/** The stored file of a publication, for the download route; null when there is none. */
export async function getPublicationFile(
  publicationId: number,
): Promise<{ filename: string; mimeType: string; filesize: number | null } | null> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'publications', id: publicationId, depth: 1, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  const file = doc && typeof doc.file === 'object' ? doc.file : null
  if (!file?.filename) return null
  return { filename: file.filename, mimeType: file.mimeType ?? 'application/pdf', filesize: file.filesize ?? null }
}

type Internship = {
  id: number
  title: string
  organization: string
  description: string
  closing_date: string
  url: string
}

export const getInternships = cached('research.internships', ['internships'], async (): Promise<Internship[]> =>
  (await findAll(await payloadClient(), 'internships')).map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    organization: doc.organization,
    description: doc.description ?? '',
    closing_date: doc.closing_date ?? '',
    url: doc.url ?? '',
  })),
)
