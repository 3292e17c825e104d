/**
 * The back office's answers to a person's request (administrators only):
 * GET  /api/personal-data?q=…                    what is held: each record, whose it
 *                                                looks (name, NIC or passport, e-mail)
 *                                                and its documents
 * GET  /api/personal-data/copy?q=…&records=k,k   the chosen records as one ZIP
 * POST /api/personal-data/erase                  { q, records: [k, …] }: erases the
 *                                                chosen records
 * A record is chosen by its key (`collection:id`), and only among what the
 * search finds now: one address can be several people's, so nothing the
 * administrator did not pick is copied or erased. Each copy and erasure is in
 * the audit log, by reference: never the NIC or e-mail that was searched for.
 * The reads answer only the back office's own pages (src/server/staffReads.mjs).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isAdmin } from '@/services/access'
import { recordAudit } from '@/services/audit/record'
import { crossSiteReadResponse, fromAnotherSite } from '@/server/staffReads.mjs'
import { mailsAbout } from '@/services/mail/outbox'
import { fileStore } from '@/services/storage/fileStore'

import { scrubDeletedData } from '@/records/personalData/scrub'
import { chosenRecords, erasePerson, findPerson, parsePersonQuery, personalCopy, summarise, type PersonRecord } from '@/records/personalData/person'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

type Found = { records: PersonRecord[] } | { response: Response }

async function personOf(req: PayloadRequest, raw: unknown): Promise<Found> {
  if (!req.user) return { response: refuse(401, 'Sign in as an administrator.') }
  if (!isAdmin({ req })) return { response: refuse(403, 'Only administrators answer requests for a copy or an erasure of personal data.') }
  const query = parsePersonQuery(raw)
  if ('error' in query) return { response: refuse(400, query.error) }
  return { records: await findPerson(req.payload, query) }
}

const references = (records: PersonRecord[]) => records.map(({ doc }) => String(doc.reference ?? doc.id))

/** The records the administrator chose among those the search finds now. */
async function chosenOf(req: PayloadRequest, raw: { q: unknown; records: unknown }): Promise<Found> {
  const found = await personOf(req, raw.q)
  if ('response' in found) return found
  const chosen = chosenRecords(found.records, raw.records)
  if ('error' in chosen) return { response: refuse(chosen.status, chosen.error) }
  return chosen
}

const search: Endpoint = {
  path: '/personal-data',
  method: 'get',
  handler: async (req) => {
    if (fromAnotherSite(req.headers, req.payload.config.csrf)) return crossSiteReadResponse()
    const found = await personOf(req, req.query?.q)
    if ('response' in found) return found.response
    return Response.json({ records: summarise(found.records) }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

const copy: Endpoint = {
  path: '/personal-data/copy',
  method: 'get',
  handler: async (req) => {
    // Before the audit log is written: a page on a sibling site could have the cookie sent with an image's GET.
    if (fromAnotherSite(req.headers, req.payload.config.csrf)) return crossSiteReadResponse()
    const found = await chosenOf(req, { q: req.query?.q, records: req.query?.records })
    if ('response' in found) return found.response
    const { stream, documents } = await personalCopy(found.records, fileStore(), (record) => mailsAbout(req.payload, { collection: record.collection, id: record.doc.id }))
    await recordAudit(
      req.payload,
      {
        action: 'data_copy',
        user: req.user,
        headers: req.headers,
        subject: `Copy of ${found.records.length} record${found.records.length === 1 ? '' : 's'}: ${references(found.records).join(', ')}`,
        detail: { records: references(found.records), documents },
      },
      req,
    )
    return new Response(stream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.zip"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}

const erase: Endpoint = {
  path: '/personal-data/erase',
  method: 'post',
  handler: async (req) => {
    let body: { q?: unknown; records?: unknown } = {}
    try {
      body = ((await req.json?.()) ?? {}) as typeof body
    } catch {
      return refuse(400, 'Send the search and the records chosen, as JSON.')
    }
    const found = await chosenOf(req, { q: body.q, records: body.records })
    if ('response' in found) return found.response
    const refs = references(found.records)
    let result: { records: number; files: number }
    try {
      result = await erasePerson(req.payload, found.records, fileStore(), new Date())
      await scrubDeletedData(req.payload)
    } catch (error) {
      await recordAudit(req.payload, {
        action: 'data_erasure',
        user: req.user,
        headers: req.headers,
        subject: `Erasure of ${refs.join(', ')} stopped: a file could not be removed`,
        detail: { records: refs, error: error instanceof Error ? error.name : 'Error' },
      })
      return refuse(503, 'A document could not be removed, so the erasure stopped. Nothing is lost; please try again in a few minutes.')
    }
    await recordAudit(req.payload, {
      action: 'data_erasure',
      user: req.user,
      headers: req.headers,
      subject: `Erased ${result.records} record${result.records === 1 ? '' : 's'}: ${refs.join(', ')}`,
      detail: { records: refs, files: result.files },
    })
    return Response.json({ erased: result.records, files: result.files, references: refs }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

export const personalDataEndpoints: Endpoint[] = [search, copy, erase]
