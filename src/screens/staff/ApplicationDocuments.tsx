'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { REQUESTED_DOCUMENT_FIELD } from '@/foundations/applicationProgress'
import { DOCUMENT_FIELDS } from '@/foundations/formRules/applicationDocuments'

const labelOf = (field: string) =>
  field === REQUESTED_DOCUMENT_FIELD ? 'Sent on request' : (DOCUMENT_FIELDS.find((document) => document.name === field)?.label ?? field)

type Row = { field: string; original_filename: string; stored_name: string; size: number }

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`

/** The application's documents as links that open them for signed-in staff. */
export function ApplicationDocuments() {
  const { id } = useDocumentInfo()
  const rows = useFormFields(([fields]) => {
    const found: Row[] = []
    for (let index = 0; `documents.${index}.stored_name` in fields; index += 1) {
      const value = (name: string) => fields[`documents.${index}.${name}`]?.value
      found.push({
        field: String(value('field') ?? ''),
        original_filename: String(value('original_filename') ?? ''),
        stored_name: String(value('stored_name') ?? ''),
        size: Number(value('size') ?? 0),
      })
    }
    return found
  })
  if (!id) return null
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ marginBottom: '0.5rem' }}>Uploaded documents</h3>
      {rows.length === 0 ? (
        <p>No documents were uploaded with this application.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
          {rows.map((row) => (
            <li key={row.stored_name}>
              <strong>{labelOf(row.field)}:</strong>{' '}
              <a href={`/staff-documents/${id}/${encodeURIComponent(row.stored_name)}`} target="_blank" rel="noreferrer">
                {row.original_filename}
              </a>{' '}
              ({kilobytes(row.size)})
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
