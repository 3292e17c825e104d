'use client'

import { useId, useState, type FormEvent } from 'react'

type Found = { collection: string; label: string; reference: string; status: string; createdAt: string; documents: number; cleared: boolean }

const ENDPOINT = '/api/personal-data'

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { message?: string }[] }
    return body.errors?.[0]?.message ?? `The request failed (${response.status}).`
  } catch {
    return `The request failed (${response.status}).`
  }
}

/** The stored status as staff read it in the lists ('in_review' → 'In review'). */
const statusLabel = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : '')

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/**
 * Find everything held about a person by NIC, passport number or e-mail;
 * download it as one ZIP, or erase it after a confirmation that names each
 * record and how many documents go with it.
 */
export function PersonalDataRequests() {
  const inputId = useId()
  const [query, setQuery] = useState('')
  const [searched, setSearched] = useState('')
  const [records, setRecords] = useState<Found[] | null>(null)
  const [error, setError] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')

  async function find(event: FormEvent) {
    event.preventDefault()
    setError('')
    setDone('')
    setConfirming(false)
    setBusy(true)
    try {
      const response = await fetch(`${ENDPOINT}?q=${encodeURIComponent(query)}`, { credentials: 'same-origin' })
      if (!response.ok) {
        setRecords(null)
        setError(await messageOf(response))
        return
      }
      setRecords(((await response.json()) as { records: Found[] }).records)
      setSearched(query)
    } finally {
      setBusy(false)
    }
  }

  async function erase() {
    if (!records) return
    setBusy(true)
    setError('')
    try {
      const response = await fetch(`${ENDPOINT}/erase`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ q: searched, records: records.length }),
      })
      if (!response.ok) {
        setError(await messageOf(response))
        return
      }
      const result = (await response.json()) as { erased: number; files: number }
      setDone(`Erased ${plural(result.erased, 'record')} and ${plural(result.files, 'document')}. The erasure is in the audit log.`)
      setRecords(null)
      setConfirming(false)
    } finally {
      setBusy(false)
    }
  }

  const documents = records?.reduce((sum, record) => sum + record.documents, 0) ?? 0

  return (
    <div style={{ maxWidth: '60rem', paddingBottom: '3rem' }}>
      <p>
        A person may ask for a copy of the personal data the campus holds about them, or for its erasure (Personal Data Protection Act, No. 9 of 2022). Find
        their records by the NIC or passport number or the e-mail address they gave.
      </p>
      <form onSubmit={find} style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap', margin: '1.5rem 0' }}>
        <div className="field-type text" style={{ flex: '1 1 18rem' }}>
          <label className="field-label" htmlFor={inputId}>
            NIC, passport number or e-mail address
          </label>
          <input id={inputId} name="q" type="text" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} required />
        </div>
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy} style={{ margin: 0 }}>
          Find records
        </button>
      </form>

      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}

      {records && records.length === 0 ? <p role="status">Nothing is held about that person.</p> : null}
      {records && records.length > 0 ? (
        <section aria-labelledby="personal-data-found">
          <h2 id="personal-data-found" style={{ fontSize: '1.25rem' }}>
            {plural(records.length, 'record')} found
          </h2>
          <div className="table">
            <table>
              <thead>
                <tr>
                  <th scope="col">Record</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Status</th>
                  <th scope="col">Received</th>
                  <th scope="col">Documents</th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={`${record.collection}-${record.reference}`}>
                    <td>{record.label}</td>
                    <td>{record.reference}</td>
                    <td>{record.cleared ? `${statusLabel(record.status)} (personal data cleared)` : statusLabel(record.status)}</td>
                    <td>{record.createdAt ? new Date(record.createdAt).toLocaleDateString('en-GB') : ''}</td>
                    <td>{record.documents}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', marginTop: '1.5rem' }}>
            <a className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} href={`${ENDPOINT}/copy?q=${encodeURIComponent(searched)}`} download>
              Download a copy (ZIP)
            </a>
            <button type="button" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} onClick={() => setConfirming(true)} disabled={busy}>
              Erase…
            </button>
          </div>
          {confirming ? (
            <div role="alertdialog" aria-labelledby="erase-heading" aria-describedby="erase-what" style={{ border: '1px solid var(--theme-error-500)', padding: '1rem 1.25rem', marginTop: '1.5rem', borderRadius: '4px' }}>
              <h3 id="erase-heading" style={{ marginTop: 0 }}>
                Erase this person’s data?
              </h3>
              <div id="erase-what">
                <p style={{ margin: '0.5rem 0' }}>
                  This deletes for good {plural(documents, 'document')} and every personal field of {records.length === 1 ? 'this record' : `these ${records.length} records`}:
                </p>
                <ul>
                  {records.map((record) => (
                    <li key={`${record.collection}-${record.reference}-erase`}>
                      {record.label} {record.reference} ({plural(record.documents, 'document')})
                    </li>
                  ))}
                </ul>
                <p style={{ margin: '0.5rem 0 1rem' }}>
                  An anonymous record (reference, degree, status and dates) stays for the admissions figures. An accepted alumni registration also leaves the alumni
                  directory.
                </p>
              </div>
              <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
                <button type="button" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }} onClick={erase} disabled={busy}>
                  Erase {plural(records.length, 'record')} for good
                </button>
                <button type="button" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} onClick={() => setConfirming(false)} disabled={busy}>
                  Cancel
                </button>
              </div>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
