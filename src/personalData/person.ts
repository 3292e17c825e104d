/**
 * Everything the site holds about one person, found by NIC or passport
 * number or by e-mail across applications, alumni registrations and
 * inquiries: for a copy on request (one ZIP: the records as JSON and every
 * document under its original name) or an erasure on request (every file and
 * every personal field; the anonymous record stays, as after retention).
 */
import { Readable } from 'node:stream'

import type { Payload, Where } from 'payload'
import yazl from 'yazl'

import type { FileStore } from '@/storage/fileStore'
import { storedDocumentKey } from '@/documents/places'

import { clearPersonalData } from './clearing'
import type { SubmissionCollection } from '@/lib/retentionPeriods'

export type PersonQuery = { kind: 'email' | 'id-number'; value: string }

/** What staff typed: an e-mail address, or a NIC or passport number (letters, digits, spaces and dashes). */
export function parsePersonQuery(raw: unknown): PersonQuery | { error: string } {
  const value = typeof raw === 'string' ? raw.trim() : ''
  if (!value) return { error: 'Enter the person’s NIC or passport number, or their e-mail address.' }
  if (value.length > 254) return { error: 'That is longer than any NIC, passport number or e-mail address.' }
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() }
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{3,}$/.test(value)) return { error: 'A NIC or passport number has letters and digits only.' }
  return { kind: 'id-number', value: value.replace(/[\s-]/g, '').toUpperCase() }
}

/** The fields each collection is searched by, per kind. */
const SEARCHED: Record<SubmissionCollection, Record<PersonQuery['kind'], string[]>> = {
  'degree-applications': { email: ['email_address'], 'id-number': ['nic'] },
  'alumni-registrations': { email: ['personal_email', 'office_email'], 'id-number': ['nic_passport_no'] },
  inquiries: { email: ['email'], 'id-number': [] },
}

export const PERSON_COLLECTIONS = Object.keys(SEARCHED) as SubmissionCollection[]

const LABELS: Record<SubmissionCollection, string> = {
  'degree-applications': 'Degree application',
  'alumni-registrations': 'Alumni registration',
  inquiries: 'Inquiry',
}

export type PersonRecord = { collection: SubmissionCollection; label: string; doc: Record<string, unknown> & { id: number | string; reference?: string } }

/**
 * The person's records. Stored values are matched as typed by the person:
 * case and spaces differ (an e-mail in capitals, a NIC with a space), so
 * candidates are narrowed in the database and compared normalised here.
 */
export async function findPerson(payload: Payload, query: PersonQuery): Promise<PersonRecord[]> {
  const found: PersonRecord[] = []
  const normalise = (value: unknown) =>
    typeof value !== 'string' ? '' : query.kind === 'email' ? value.trim().toLowerCase() : value.replace(/[\s-]/g, '').toUpperCase()
  // The database narrows by the value's core (its longest run of letters and digits), case-insensitively.
  const core = query.kind === 'email' ? query.value : (query.value.match(/[A-Z0-9]+/g) ?? [query.value]).sort((a, b) => b.length - a.length)[0]!
  for (const collection of PERSON_COLLECTIONS) {
    const fields = SEARCHED[collection][query.kind]
    if (fields.length === 0) continue
    const where: Where = { or: fields.map((field) => ({ [field]: { like: core.slice(0, 64) } })) }
    const { docs } = await payload.find({ collection, where, pagination: false, depth: 0, overrideAccess: true, sort: 'createdAt' })
    for (const doc of docs as unknown as PersonRecord['doc'][]) {
      if (fields.some((field) => normalise(doc[field]) === query.value)) found.push({ collection, label: LABELS[collection], doc })
    }
  }
  return found
}

/** What a copy or an erasure covers, for the confirmation: each record and how many documents it has. */
export function summarise(records: PersonRecord[]) {
  return records.map(({ collection, label, doc }) => ({
    collection,
    label,
    id: doc.id,
    reference: doc.reference ?? '',
    status: doc.status ?? '',
    createdAt: doc.createdAt ?? '',
    documents: Array.isArray(doc.documents) ? doc.documents.length : 0,
    cleared: Boolean(doc.personal_data_cleared_at),
  }))
}

/** A file name that is safe inside the ZIP: no folders, no control characters. */
const safeName = (name: string) => name.replace(/[\\/\u0000-\u001f\u007f]/g, '_').replace(/^\.+/, '_').slice(0, 150) || 'document'

/**
 * The copy as a ZIP stream: `records.json` (every record as stored, minus the
 * site's own bookkeeping) and each document as `{reference}/{original name}`.
 * A document missing from the store is named in `records.json` as missing.
 */
export async function personalCopy(records: PersonRecord[], store: FileStore): Promise<{ stream: ReadableStream<Uint8Array>; documents: number }> {
  const zip = new yazl.ZipFile()
  const missing: string[] = []
  let documents = 0
  const used = new Set<string>()
  for (const { doc } of records) {
    for (const entry of Array.isArray(doc.documents) ? (doc.documents as { stored_name: string; original_filename: string }[]) : []) {
      const key = storedDocumentKey(entry.stored_name)
      const file = key ? await store.readAll(key) : null
      let name = `${safeName(String(doc.reference ?? doc.id))}/${safeName(entry.original_filename)}`
      for (let n = 2; used.has(name); n += 1) name = `${safeName(String(doc.reference ?? doc.id))}/${n}-${safeName(entry.original_filename)}`
      used.add(name)
      if (!file) {
        missing.push(name)
        continue
      }
      zip.addBuffer(file, name)
      documents += 1
    }
  }
  const bookkeeping = new Set(['idempotency_key', 'idempotency_fingerprint', 'personal_data_clears_on'])
  const json = records.map(({ label, doc }) => ({ record: label, ...Object.fromEntries(Object.entries(doc).filter(([key]) => !bookkeeping.has(key))) }))
  zip.addBuffer(Buffer.from(JSON.stringify({ made: new Date().toISOString(), records: json, missing_documents: missing }, null, 2)), 'records.json')
  zip.end()
  // As the file store hands out its files (src/storage/fileStore.ts).
  return { stream: Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>, documents }
}

/**
 * Erases the person: every record's files and personal fields, and an
 * accepted alumni registration's public directory entry. Stops at the first
 * record that cannot be erased (those before it are erased) and says which.
 */
export async function erasePerson(payload: Payload, records: PersonRecord[], store: FileStore, now: Date): Promise<{ records: number; files: number }> {
  let files = 0
  let erased = 0
  for (const { collection, doc } of records) {
    if (collection === 'alumni-registrations' && doc.directory_entry) {
      const entry = typeof doc.directory_entry === 'object' ? (doc.directory_entry as { id: number }).id : doc.directory_entry
      await payload.delete({ collection: 'alumni-directory', where: { id: { equals: entry } }, overrideAccess: true })
      doc.directory_entry = null
    }
    files += (await clearPersonalData(payload, collection, doc, store, now)).files
    erased += 1
  }
  return { records: erased, files }
}
