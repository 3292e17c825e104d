import { describe, expect, it } from 'vitest'
import yauzl from 'yauzl'

import type { FileStore } from '@/services/storage/fileStore'

import { MAX_NAME } from './fileNames'
import { parsePersonQuery, personalCopy, type PersonRecord } from './person'

describe('what staff type to find a person', () => {
  it('is an e-mail address, compared in lower case', () => {
    expect(parsePersonQuery('  Nimali.Perera@Example.COM ')).toEqual({ kind: 'email', value: 'nimali.perera@example.com' })
  })

  it('is a NIC or passport number, compared without spaces or dashes, in capitals', () => {
    expect(parsePersonQuery('901234567v')).toEqual({ kind: 'id-number', value: '901234567V' })
    expect(parsePersonQuery('2004 0750 1234')).toEqual({ kind: 'id-number', value: '200407501234' })
    expect(parsePersonQuery('n-1234567')).toEqual({ kind: 'id-number', value: 'N1234567' })
  })

  it('is refused with a message when it is empty, too long, or neither', () => {
    expect(parsePersonQuery('')).toEqual({ error: 'Enter the person’s NIC or passport number, or their e-mail address.' })
    expect(parsePersonQuery(undefined)).toEqual({ error: 'Enter the person’s NIC or passport number, or their e-mail address.' })
    expect(parsePersonQuery(['a@b.c'])).toEqual({ error: 'Enter the person’s NIC or passport number, or their e-mail address.' })
    expect(parsePersonQuery(`${'a'.repeat(250)}@b.lk`)).toEqual({ error: 'That is longer than any NIC, passport number or e-mail address.' })
    expect(parsePersonQuery("x' OR 1=1 --")).toEqual({ error: 'A NIC or passport number has letters and digits only.' })
    expect(parsePersonQuery('%')).toEqual({ error: 'A NIC or passport number has letters and digits only.' })
  })
})

describe('the person’s copy', () => {
  const stored = (n: number, ext = 'png') => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000.${ext}`
  const store = { readAll: async (key: string) => Buffer.from(`file ${key}`) } as unknown as FileStore

  async function unzip(stream: ReadableStream<Uint8Array>): Promise<Map<string, Buffer>> {
    const zip = await yauzl.fromBufferPromise(Buffer.from(await new Response(stream).arrayBuffer()), { lazyEntries: true })
    const files = new Map<string, Buffer>()
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = []
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
      files.set(entry.fileName, Buffer.concat(chunks))
    }
    return files
  }

  const application = (documents: { original_filename: string; stored_name: string }[]): PersonRecord => ({
    collection: 'degree-applications',
    label: 'Degree application',
    doc: {
      id: 7,
      reference: 'APP-2026-ABC123',
      full_name: 'Nimali Perera',
      staff_notes: 'Called the school: her brother applied too, see APP-2026-XYZ999.',
      idempotency_key: 'key-1',
      documents: documents.map((entry, index) => ({ id: `d${index}`, field: 'nic', size: 9, ...entry })),
      history: [
        { at: '2026-11-01T00:00:00.000Z', by: 'Applicant', event: 'status', to_status: 'new', detail: 'Application received through the website.' },
        { at: '2026-11-02T00:00:00.000Z', by: 'Sunil Silva (sunil.silva@campus.example)', event: 'status', from_status: 'new', to_status: 'in_review' },
        { at: '2026-11-03T00:00:00.000Z', by: 'PayHere', event: 'payment', detail: 'Paid' },
      ],
    },
  })

  it('names each file so that it opens on Windows, macOS and Linux, keeps its extension and never gives two files one name', async () => {
    const hostile = ['invoice\u202Egnp.exe.png', 'a\u2028b.png', 'a:b.png', 'a*?<>|.png', 'CON.png', `${'long '.repeat(40)}.pdf`, 'Scan.png', 'scan.png', 'records.json']
    const { stream, documents } = await personalCopy([application(hostile.map((name, index) => ({ original_filename: name, stored_name: stored(index, 'png') })))], store)
    const files = await unzip(stream)
    expect(documents).toBe(hostile.length)
    const names = [...files.keys()].filter((name) => name !== 'records.json')
    expect(names).toHaveLength(hostile.length)
    const base = names.map((name) => name.replace(/^APP-2026-ABC123\//, ''))
    expect(base.slice(0, 5)).toEqual(['invoicegnp.exe.png', 'ab.png', 'a_b.png', 'a_____.png', '_CON.png'])
    expect(base[5]).toMatch(/^long long .*\.pdf$/)
    expect(base[5]!.length).toBeLessThanOrEqual(MAX_NAME)
    expect(base.slice(6)).toEqual(['Scan.png', 'scan (2).png', 'records.json'])
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length)
    for (const name of names) expect(name).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069\u2028\u2029<>:"\\|?*]/)
    // Each file is named where records.json lists the document.
    const json = JSON.parse(files.get('records.json')!.toString()) as { records: { documents: { file_in_copy: string; stored_name?: string }[] }[] }
    expect(json.records[0]!.documents.map((entry) => entry.file_in_copy)).toEqual(names)
    expect(json.records[0]!.documents.every((entry) => entry.stored_name === undefined)).toBe(true)
  })

  it('holds the person’s own data: no staff notes, and staff in the history as a role, never a name or an address', async () => {
    const { stream } = await personalCopy([application([])], store)
    const text = (await unzip(stream)).get('records.json')!.toString()
    const record = (JSON.parse(text) as { records: Record<string, unknown>[] }).records[0]!
    expect(record).toMatchObject({ record: 'Degree application', reference: 'APP-2026-ABC123', full_name: 'Nimali Perera' })
    expect(record).not.toHaveProperty('staff_notes')
    expect(record).not.toHaveProperty('idempotency_key')
    expect((record.history as { by: string }[]).map((entry) => entry.by)).toEqual(['Applicant', 'Campus staff', 'PayHere'])
    for (const leak of ['Sunil', 'sunil.silva@campus.example', 'APP-2026-XYZ999', 'her brother']) expect(text).not.toContain(leak)
  })
})
