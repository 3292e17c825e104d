/** Careers and training reads: header, flyers, jobs, training partners and documents. */
import path from 'node:path'

import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { toPartner, type Partner } from './home'
import { fileRef, findAll, findGlobal, imageUrl } from './records'

type CareerHeader = { title: string; subtitle: string; image_url: string }

/** The header as a list of at most one: empty until staff give it a title. */
export const getCareerHeader = cached('careers.header', ['career-header', 'media'], async (): Promise<CareerHeader[]> => {
  const doc = await findGlobal(await payloadClient(), 'career-header')
  if (!doc.title) return []
  return [{ title: doc.title ?? '', subtitle: doc.subtitle ?? '', image_url: imageUrl(doc.image) }]
})

export type Flyer = { id: number; title: string; image_url: string }

export const getFlyers = cached('careers.flyers', ['flyers', 'media'], async (): Promise<Flyer[]> =>
  (await findAll(await payloadClient(), 'flyers')).map((doc) => ({ id: doc.id, title: doc.title ?? '', image_url: imageUrl(doc.image) })),
)

export type Job = { id: number; job_title: string; platform_name: string; url: string }

export const getJobs = cached('careers.jobs', ['jobs'], async (): Promise<Job[]> =>
  (await findAll(await payloadClient(), 'jobs')).map((doc) => ({
    id: doc.id,
    job_title: doc.job_title ?? '',
    platform_name: doc.platform_name ?? '',
    url: doc.url,
  })),
)

export const getTrainingPartners = cached('careers.trainingPartners', ['training-partners', 'media'], async (): Promise<Partner[]> =>
  (await findAll(await payloadClient(), 'training-partners')).map(toPartner),
)

type TrainingDocument = { id: number; title: string; file_url: string; file_path: string }

/**
 * file_path ends in '-{title}{extension}': the page labels a document with the
 * last hyphen-separated part of it, so hyphens inside the title are written as
 * non-breaking hyphens, which look the same.
 */
export function trainingFilePath(id: number, title: string, fileName: string): string {
  return `training-documents/${id}-${title.replace(/-/g, '\u2011')}${path.extname(fileName).toLowerCase()}`
}

export const getTrainingDocuments = cached(
  'careers.trainingDocuments',
  ['training-documents', 'documents'],
  async (): Promise<TrainingDocument[]> =>
    (await findAll(await payloadClient(), 'training-documents')).flatMap((doc) => {
      const file = fileRef(doc.file)
      if (!file) return []
      const stored = typeof doc.file === 'object' && doc.file ? (doc.file.filename ?? '') : ''
      return [{ id: doc.id, title: doc.title ?? '', file_url: file.url, file_path: trainingFilePath(doc.id, doc.title ?? '', stored) }]
    }),
)
