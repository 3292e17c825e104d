/** About page reads: history, vision and mission, leadership, council and boards. */
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { findAll, findGlobal, imageUrl, richTextHtml } from './records'

type Vision = { vision: string; mission: string }

export const getVision = cached('about.vision', ['vision-mission'], async (): Promise<Vision> => {
  const doc = await findGlobal(await payloadClient(), 'vision-mission')
  return { vision: doc.vision ?? '', mission: doc.mission ?? '' }
})

type History = { description: string }

export const getHistory = cached('about.history', ['history'], async (): Promise<History> => {
  const doc = await findGlobal(await payloadClient(), 'history')
  return { description: richTextHtml(doc.description) }
})

export type LeadershipMessage = {
  id: number
  message_type: string
  designation: string
  name: string
  message: string
  image_url: string
}

export const getLeadershipMessages = cached(
  'about.leadership',
  ['leadership-messages', 'media'],
  async (): Promise<LeadershipMessage[]> =>
    (await findAll(await payloadClient(), 'leadership-messages')).map((doc) => ({
      id: doc.id,
      message_type: doc.message_type ?? '',
      designation: doc.designation ?? '',
      name: doc.name,
      message: doc.message ?? '',
      image_url: imageUrl(doc.image),
    })),
)

export type BoardMember = { id: number; name: string; designation: string; biography: string; image_url: string }

export type Board = 'council-members' | 'management-members' | 'studies-members'

export const getBoardMembers = cached(
  'about.board',
  ['council-members', 'management-members', 'studies-members', 'media'],
  async (board: Board): Promise<BoardMember[]> =>
    (await findAll(await payloadClient(), board)).map((doc) => ({
      id: doc.id,
      name: doc.name,
      designation: doc.designation ?? '',
      biography: richTextHtml(doc.biography),
      image_url: imageUrl(doc.image),
    })),
)
