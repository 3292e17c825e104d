/**
 * Everything the site holds about one person, found by NIC or passport
 * number or by e-mail across applications, alumni registrations and
 * inquiries. One address or number can be several people's (siblings who
 * gave a parent's e-mail, an alumni office's address), so the administrator
 * picks the records of the person asking from what is found; a copy on
 * request (one ZIP: the person's own data as JSON and every document under
 * its original name) or an erasure on request (every file and every personal
 * field; the anonymous record stays, as after retention) covers exactly those.
 */
import { Readable } from 'node:stream'

import type { Payload, Where } from 'payload'
import yazl from 'yazl'

import type { MailInCopy } from '@/services/mail/outbox'
import type { FileStore } from '@/services/storage/fileStore'
import { storedDocumentKey } from '@/services/applicantFiles/places'

import { clearPersonalData } from './clearing'
import { portableName, uniqueName } from './fileNames'
import type { SubmissionCollection } from '@/foundations/retentionPeriods'

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

/** The fields that tell people apart on the confirmation, per collection: who, by which number, at which addresses. */
const IDENTITY: Record<SubmissionCollection, { name: string[]; idNumber: string | null; emails: string[] }> = {
  'degree-applications': { name: ['full_name', 'name_with_initials'], idNumber: 'nic', emails: ['email_address'] },
  'alumni-registrations': { name: ['name'], idNumber: 'nic_passport_no', emails: ['personal_email', 'office_email'] },
  inquiries: { name: ['first_name', 'surname'], idNumber: null, emails: ['email'] },
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** How a record is named in a choice: its collection and id, which no other record shares. */
export const recordKey = ({ collection, doc }: PersonRecord) => `${collection}:${String(doc.id)}`

/**
 * Each record found, with enough to tell people apart (one e-mail address can
 * be a family's or an office's): the name, the NIC or passport number and the
 * e-mail addresses it holds, its kind and date. The administrator picks from
 * these the records of the person asking.
 */
export function summarise(records: PersonRecord[]) {
  return records.map((record) => {
    const { collection, label, doc } = record
    const identity = IDENTITY[collection]
    const names = identity.name.map((field) => textOf(doc[field])).filter(Boolean)
    return {
      key: recordKey(record),
      collection,
      label,
      id: doc.id,
      reference: doc.reference ?? '',
      status: doc.status ?? '',
      createdAt: doc.createdAt ?? '',
      name: collection === 'inquiries' ? names.join(' ') : (names[0] ?? ''),
      idNumber: identity.idNumber ? textOf(doc[identity.idNumber]) : '',
      emails: [...new Set(identity.emails.map((field) => textOf(doc[field])).filter(Boolean))],
      documents: Array.isArray(doc.documents) ? doc.documents.length : 0,
      cleared: Boolean(doc.personal_data_cleared_at),
    }
  })
}

const MAX_CHOSEN = 200
const KEY = new RegExp(`^(?:${PERSON_COLLECTIONS.join('|')}):[A-Za-z0-9-]{1,64}$`)

/**
 * The records the administrator chose, as `collection:id` keys: a list, or
 * one comma-separated text (the copy's address). Each must be among `found`,
 * the records the search finds now; one that is not means the records
 * changed since the choice was made.
 */
export function chosenRecords(found: PersonRecord[], raw: unknown): { records: PersonRecord[] } | { error: string; status: 400 | 409 } {
  const keys = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map((key) => (typeof key === 'string' ? key.trim() : '')).filter(Boolean)
  if (keys.length === 0) return { status: 400, error: 'Choose the records that belong to the person asking.' }
  if (keys.length > MAX_CHOSEN || keys.some((key) => !KEY.test(key))) return { status: 400, error: 'The records chosen are not records this screen found.' }
  const wanted = new Set(keys)
  const records = found.filter((record) => wanted.has(recordKey(record)))
  if (records.length !== wanted.size) {
    return { status: 409, error: 'The records found have changed since they were chosen. Look again, and choose again.' }
  }
  return { records }
}

/** Who made a change in an application's history, as the person's copy shows it: the applicant, PayHere, the site, or staff by role. */
function byRole(by: unknown): string {
  return by === 'Applicant' || by === 'PayHere' || by === 'System' ? by : 'Campus staff'
}

/**
 * Left out of the copy: the office's own working notes (`staff_notes`, which
 * speak of the case in staff's words and may name other people), the site's
 * bookkeeping, and where a document is stored. Staff in the history appear
 * as a role, never by name or e-mail address.
 */
const LEFT_OUT = new Set(['staff_notes', 'idempotency_key', 'idempotency_fingerprint', 'personal_data_clears_on', 'document_links'])

function personsOwn(doc: PersonRecord['doc'], files: Map<string, string>): Record<string, unknown> {
  const own: Record<string, unknown> = Object.fromEntries(Object.entries(doc).filter(([key]) => !LEFT_OUT.has(key)))
  if (Array.isArray(doc.history)) own.history = (doc.history as Record<string, unknown>[]).map((entry) => ({ ...entry, by: byRole(entry.by) }))
  if (Array.isArray(doc.documents)) {
    own.documents = (doc.documents as Record<string, unknown>[]).map(({ stored_name, ...entry }) => ({
      ...entry,
      file_in_copy: typeof stored_name === 'string' ? (files.get(stored_name) ?? null) : null,
    }))
  }
  return own
}

/**
 * The copy as a ZIP stream: `records.json` (each record's data, as the
 * person gave it and as the campus decided on it, and the mail the site
 * wrote about it, without its text: that repeats the record) and each document as
 * `{reference}/{original name}`, the name made one that opens anywhere
 * (./fileNames.ts). A document missing from the store is named in
 * `records.json` as missing.
 */
export async function personalCopy(
  records: PersonRecord[],
  store: FileStore,
  mails: (record: PersonRecord) => Promise<MailInCopy[]> = async () => [],
): Promise<{ stream: ReadableStream<Uint8Array>; documents: number }> {
  const zip = new yazl.ZipFile()
  const missing: string[] = []
  let documents = 0
  const folders = new Set<string>(['records.json'])
  const files = new Map<string, string>()
  for (const { doc } of records) {
    const folder = uniqueName(portableName(String(doc.reference ?? doc.id), 'record'), folders)
    const taken = new Set<string>()
    for (const entry of Array.isArray(doc.documents) ? (doc.documents as { stored_name: string; original_filename: string }[]) : []) {
      const key = storedDocumentKey(entry.stored_name)
      const file = key ? await store.readAll(key) : null
      const name = `${folder}/${uniqueName(portableName(String(entry.original_filename ?? '')), taken)}`
      files.set(entry.stored_name, name)
      if (!file) {
        missing.push(name)
        continue
      }
      zip.addBuffer(file, name)
      documents += 1
    }
  }
  const json = await Promise.all(records.map(async (record) => ({ record: record.label, ...personsOwn(record.doc, files), mail_sent_about_it: await mails(record) })))
  zip.addBuffer(Buffer.from(JSON.stringify({ made: new Date().toISOString(), records: json, missing_documents: missing }, null, 2)), 'records.json')
  zip.end()
  // As the file store hands out its files (src/services/storage/fileStore.ts).
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
