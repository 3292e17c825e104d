/** Student services: the service links by category and the counsellors. */
import { defaultServiceName, type ServiceCategory } from '@/foundations/serviceCategories'
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { fileRef, findAll } from './records'

export type { ServiceCategory }

export type ServiceLink = { id: number; name: string; url: string; file_url?: string }

export const getServiceLinks = cached(
  'services.links',
  ['service-links', 'documents'],
  async (category: ServiceCategory): Promise<ServiceLink[]> => {
    const docs = await findAll(await payloadClient(), 'service-links', { where: { category: { equals: category } } })
    return docs.map((doc) => {
      const link: ServiceLink = { id: doc.id, name: doc.name || defaultServiceName(category), url: doc.url ?? '' }
      if (category === 'help-desk') link.file_url = fileRef(doc.file)?.url ?? ''
      return link
    })
  },
)

export type Counsellor = { id: number; name: string; designation: string; tele: string; email: string }

export const getCounsellors = cached('services.counsellors', ['counsellors'], async (): Promise<Counsellor[]> =>
  (await findAll(await payloadClient(), 'counsellors')).map((doc) => ({
    id: doc.id,
    name: doc.name,
    designation: doc.designation ?? '',
    tele: doc.tele ?? '',
    email: doc.email ?? '',
  })),
)
