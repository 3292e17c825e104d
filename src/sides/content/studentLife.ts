/** Student life reads: clubs and societies, student events, sports. */
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { findAll, imageUrls } from './records'

export type Club = { id: number; club_name: string; description: string; image_urls: string[]; image_url: string }

export const getClubs = cached('studentLife.clubs', ['clubs', 'media'], async (): Promise<Club[]> =>
  (await findAll(await payloadClient(), 'clubs')).map((doc) => {
    const urls = imageUrls(doc.images)
    return { id: doc.id, club_name: doc.club_name ?? '', description: doc.description ?? '', image_urls: urls, image_url: urls[0] ?? '' }
  }),
)

export type StudentEvent = { id: number; title: string; description: string; date: string; location: string; files: string[] }

export const getStudentEvents = cached('studentLife.events', ['student-events', 'media'], async (): Promise<StudentEvent[]> =>
  (await findAll(await payloadClient(), 'student-events')).map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    description: doc.description ?? '',
    date: doc.date,
    location: doc.location ?? '',
    files: imageUrls(doc.images),
  })),
)

export type Sport = { id: number; sport_activity: string; description: string; files: string[] }

export const getSports = cached('studentLife.sports', ['sports', 'media'], async (): Promise<Sport[]> =>
  (await findAll(await payloadClient(), 'sports')).map((doc) => ({
    id: doc.id,
    sport_activity: doc.sport_activity ?? '',
    description: doc.description ?? '',
    files: imageUrls(doc.images),
  })),
)
