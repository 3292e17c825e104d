/**
 * Content staff translate (issue 55, criteria 4 and 6): a text saved in
 * Tamil is what a Tamil page and `/v1?locale=ta` read; a text not
 * translated reads in English; English readers never see the translation;
 * a required text may stay empty in Tamil but not in English; the address
 * of a record is always made from its English title.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleV1 } from '@/screens/api/v1'
import { payloadClient } from '@/model/payloadClient'
import { getNews } from '@/sides/content/gallery'
import { getLoanSchemes } from '@/sides/content/academics'
import { getAlumniDirectoryPage } from '@/sides/content/alumni'
import { withReadLanguage } from '@/sides/content/readLanguage'


let payload: Payload
const stamp = Date.now()
const created: { collection: 'news' | 'loan-schemes' | 'alumni-directory'; id: number }[] = []

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(async () => {
  for (const { collection, id } of created) await payload.delete({ collection, id, overrideAccess: true })
})

async function v1(path: string) {
  const url = new URL(`http://campus.example/v1${path}`)
  const response = await handleV1('GET', url.pathname.replace(/^\/v1/, ''), url.searchParams, new Request(url))
  return { status: response.status, body: (await response.json()) as { data: { id: number; title: string }[] } }
}

describe('content in Sinhala and Tamil', () => {
  it('reads a Tamil translation in Tamil, an untranslated text in English, and English readers see English', async () => {
    const english = `Library hours extended ${stamp}`
    const tamil = `நூலக நேரம் நீடிப்பு ${stamp}`
    const item = await payload.create({ collection: 'news', data: { title: english, description: 'Open until ten.', date: new Date().toISOString() }, overrideAccess: true })
    created.push({ collection: 'news', id: item.id })
    await payload.update({ collection: 'news', id: item.id, locale: 'ta', data: { title: tamil }, overrideAccess: true })

    const inTamil = (await withReadLanguage('ta', () => getNews())).find((news) => news.id === item.id)
    expect(inTamil).toMatchObject({ title: tamil, description: 'Open until ten.' })
    const inSinhala = (await withReadLanguage('si', () => getNews())).find((news) => news.id === item.id)
    expect(inSinhala?.title).toBe(english)
    expect((await getNews()).find((news) => news.id === item.id)?.title).toBe(english)
  })

  it('answers /v1 in the asked language with English where there is no translation', async () => {
    const item = await payload.create({ collection: 'news', data: { title: `Exam timetable ${stamp}`, description: 'Published today.', date: new Date().toISOString() }, overrideAccess: true })
    created.push({ collection: 'news', id: item.id })
    await payload.update({ collection: 'news', id: item.id, locale: 'si', data: { title: `විභාග කාලසටහන ${stamp}` }, overrideAccess: true })

    const titleIn = async (query: string) => {
      const reply = await v1(`/galleryAndNews/getNews${query}`)
      expect(reply.status).toBe(200)
      return reply.body.data.find((news) => news.id === item.id)?.title
    }
    expect(await titleIn('?locale=si')).toBe(`විභාග කාලසටහන ${stamp}`)
    expect(await titleIn('?locale=ta')).toBe(`Exam timetable ${stamp}`)
    expect(await titleIn('')).toBe(`Exam timetable ${stamp}`)
    expect(await titleIn('?locale=en')).toBe(`Exam timetable ${stamp}`)
  })

  it('requires a required text in English only, and keeps the English when a translation leaves it empty', async () => {
    await expect(payload.create({ collection: 'news', data: { title: '', description: 'No title.', date: new Date().toISOString() }, overrideAccess: true })).rejects.toThrow(/title/i)
    const item = await payload.create({ collection: 'news', data: { title: `Sports day ${stamp}`, description: 'On the grounds.', date: new Date().toISOString() }, overrideAccess: true })
    created.push({ collection: 'news', id: item.id })
    await payload.update({ collection: 'news', id: item.id, locale: 'ta', data: { description: 'மைதானத்தில்.' }, overrideAccess: true })
    const inTamil = (await withReadLanguage('ta', () => getNews())).find((news) => news.id === item.id)
    expect(inTamil).toMatchObject({ title: `Sports day ${stamp}`, description: 'மைதானத்தில்.' })
  })

  it('makes a record address from its English title, whatever language staff edit it in', async () => {
    const loan = await payload.create({ collection: 'loan-schemes', data: { title: `Bursary ${stamp}` }, overrideAccess: true })
    created.push({ collection: 'loan-schemes', id: loan.id })
    expect(loan.slug).toBe(`bursary-${stamp}`)
    const translated = await payload.update({ collection: 'loan-schemes', id: loan.id, locale: 'ta', data: { title: `புலமைப்பரிசில் ${stamp}`, slug: '' }, overrideAccess: true })
    expect(translated.slug).toBe(`bursary-${stamp}`)
    const inTamil = (await withReadLanguage('ta', () => getLoanSchemes())).find((scheme) => scheme.id === loan.id)
    expect(inTamil).toMatchObject({ title: `புலமைப்பரிசில் ${stamp}`, slug: `bursary-${stamp}` })
  })

  it("orders the alumni directory by name as the reader's language does, not by the database's bytes", async () => {
    // In byte order (SQLite's, and PostgreSQL's C collation) 'Bimal' < 'zara' < 'Ämal'.
    const names = [`zara Perera ${stamp}`, `Ämal Silva ${stamp}`, `Bimal Fernando ${stamp}`]
    for (const name of names) {
      const entry = await payload.create({ collection: 'alumni-directory', data: { name }, overrideAccess: true })
      created.push({ collection: 'alumni-directory', id: entry.id })
    }
    const ours = (entries: { name: string }[]) => entries.map((entry) => entry.name).filter((name) => name.endsWith(String(stamp)))
    const expected = [`Ämal Silva ${stamp}`, `Bimal Fernando ${stamp}`, `zara Perera ${stamp}`]
    for (const language of ['en', 'si', 'ta'] as const) {
      const { data, pagination } = await withReadLanguage(language, () => getAlumniDirectoryPage(1, 100))
      expect(ours(data), language).toEqual(expected)
      expect(pagination.total).toBe(data.length)
    }
  })
})
