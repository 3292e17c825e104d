/**
 * CSV export of a submission list for staff: GET /api/{collection}/export,
 * with the same `where` and `search` the admin list shows, so what staff
 * filtered is what they download. Only from the back office's own pages
 * (src/server/staffReads.mjs).
 */
import { stringify } from 'csv-stringify/sync'
import type { CollectionSlug, Endpoint, Where } from 'payload'

import { recordAudit } from '@/services/audit/record'
import { crossSiteReadResponse, fromAnotherSite } from '@/server/staffReads.mjs'

/** Never exported: internal bookkeeping. */
const LEFT_OUT = new Set(['idempotency_key', 'idempotency_fingerprint', 'document_links'])

/**
 * Spreadsheets run cells that start with = + - @ as formulas: such text is
 * prefixed with an apostrophe. Phone numbers (+94…) and negative numbers stay.
 */
export function neutralizeFormula(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`
  if (/^[+-]/.test(value) && !/^[+-][\d\s]+$/.test(value)) return `'${value}`
  return value
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) {
    return value
      .map((row) =>
        row && typeof row === 'object'
          ? Object.entries(row as Record<string, unknown>)
              .filter(([key, inner]) => key !== 'id' && inner !== null && inner !== '' && inner !== undefined)
              .map(([, inner]) => String(inner))
              .join(' / ')
          : String(row),
      )
      .join('; ')
  }
  if (typeof value === 'object') return String((value as { id?: unknown }).id ?? JSON.stringify(value))
  return String(value)
}

export function toCsv(docs: Record<string, unknown>[]): string {
  const columns: string[] = []
  for (const doc of docs) {
    for (const key of Object.keys(doc)) if (!LEFT_OUT.has(key) && !columns.includes(key)) columns.push(key)
  }
  const rows = docs.map((doc) => columns.map((column) => neutralizeFormula(cell(doc[column]))))
  return stringify([columns, ...rows])
}

export function exportEndpoint(slug: CollectionSlug, allowed: (user: unknown) => boolean, searchable: string[]): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      // Before the audit log is written: a page on a sibling site could have the cookie sent with an image's GET.
      if (fromAnotherSite(req.headers, req.payload.config.csrf)) return crossSiteReadResponse()
      if (!allowed(req.user)) {
        return Response.json({ errors: [{ message: 'You are not allowed to export these records.' }] }, { status: req.user ? 403 : 401 })
      }
      const conditions: Where[] = []
      const where = req.query?.where as Where | undefined
      if (where && typeof where === 'object') conditions.push(where)
      const search = typeof req.query?.search === 'string' ? req.query.search.trim() : ''
      if (search) conditions.push({ or: searchable.map((field) => ({ [field]: { like: search } })) })
      const result = await req.payload.find({
        collection: slug,
        where: conditions.length ? { and: conditions } : undefined,
        pagination: false,
        depth: 0,
        sort: '-createdAt',
        overrideAccess: false,
        user: req.user,
      })
      await recordAudit(
        req.payload,
        {
          action: 'csv_export',
          user: req.user,
          headers: req.headers,
          subject: `${slug}: ${result.docs.length} record${result.docs.length === 1 ? '' : 's'}`,
          detail: { collection: slug, records: result.docs.length, filtered: conditions.length > 0 },
        },
        req,
      )
      const date = new Date().toISOString().slice(0, 10)
      return new Response(`\uFEFF${toCsv(result.docs as unknown as Record<string, unknown>[])}`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${slug}-${date}.csv"`,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  }
}
