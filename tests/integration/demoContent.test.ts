/**
 * The demo content reads like a real site's: every demo application names its
 * degree the way one sent from the site does, so the back office shows the
 * degree applied for rather than leaving the column empty.
 */
import { describe, expect, it } from 'vitest'

import { payloadClient } from '@/model/payloadClient'
import { DEMO_APPLICATIONS } from '@/sides/seed/demoValues'

describe('the demo applications', () => {
  it('each name a degree and its full title, as the application handler stores them', async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'degree-applications',
      where: { reference: { in: DEMO_APPLICATIONS } },
      depth: 1,
      limit: 10,
    })
    expect(docs.map((doc) => doc.reference).sort()).toEqual([...DEMO_APPLICATIONS].sort())
    for (const doc of docs) {
      const degree = doc.degree
      expect(typeof degree, doc.reference).toBe('object')
      if (typeof degree !== 'object') continue
      expect(doc.degree_name, doc.reference).toBeTruthy()
      expect(doc.degree_name, doc.reference).toBe(degree.degree_name)
    }
  })
})
