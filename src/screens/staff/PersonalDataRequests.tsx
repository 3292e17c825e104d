'use client'

import { useId, useState, type FormEvent } from 'react'

type Found = {
  key: string
  collection: string
  label: string
  reference: string
  status: string
  createdAt: string
  name: string
  idNumber: string
  emails: string[]
  documents: number
  cleared: boolean
}

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

const received = (record: Found) => (record.createdAt ? new Date(record.createdAt).toLocaleDateString('en-GB') : '')

/**
 * Find what is held by NIC, passport number or e-mail, and show for each
 * record whose it looks (name, NIC or passport, e-mail, kind, date): one
 * address can be a family's or an office's. The administrator ticks the
 * records of the person asking; the copy (one ZIP) and the erasure, after a
 * confirmation that names each of them, cover exactly those.
 */
export function PersonalDataRequests() {
  const inputId = useId()
  const [query, setQuery] = useState('')
  const [searched, setSearched] = useState('')
  const [records, setRecords] = useState<Found[] | null>(null)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
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
      setChosen(new Set())
      setSearched(query)
    } finally {
      setBusy(false)
    }
  }

  const picked = records?.filter((record) => chosen.has(record.key)) ?? []

  function toggle(key: string, on: boolean) {
    setConfirming(false)
    setChosen((before) => {
      const after = new Set(before)
      if (on) after.add(key)
      else after.delete(key)
      return after
    })
  }

  async function erase() {
    if (picked.length === 0) return
    setBusy(true)
    setError('')
    try {
      const response = await fetch(`${ENDPOINT}/erase`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ q: searched, records: picked.map((record) => record.key) }),
      })
      if (!response.ok) {
        setError(await messageOf(response))
        return
      }
      const result = (await response.json()) as { erased: number; files: number }
      setDone(`Erased ${plural(result.erased, 'record')} and ${plural(result.files, 'document')}. The erasure is in the audit log.`)
      setRecords(null)
      setChosen(new Set())
      setConfirming(false)
    } finally {
      setBusy(false)
    }
  }

  const documents = picked.reduce((sum, record) => sum + record.documents, 0)
  const copyHref = `${ENDPOINT}/copy?q=${encodeURIComponent(searched)}&records=${encodeURIComponent(picked.map((record) => record.key).join(','))}`

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
          <p>
            One e-mail address can be several people’s (brothers and sisters who gave a parent’s address, an office’s shared address). Tick only the records of
            the person asking: the copy and the erasure cover those and nothing else.
          </p>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
            {records.map((record) => (
              <li key={record.key} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: '4px', padding: '0.75rem 1rem' }}>
                <label style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start', cursor: 'pointer' }}>
                  <input
                    type="checkbox"
                    checked={chosen.has(record.key)}
                    onChange={(event) => toggle(record.key, event.target.checked)}
                    aria-describedby={`${inputId}-${record.key}`}
                    style={{ marginTop: '0.3rem', width: '1.25rem', height: '1.25rem', flex: 'none' }}
                  />
                  <span style={{ fontWeight: 600 }}>
                    {record.label} {record.reference}
                    {record.name ? `: ${record.name}` : ''}
                  </span>
                </label>
                <dl id={`${inputId}-${record.key}`} style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '0.25rem 1rem', margin: '0.5rem 0 0 2rem' }}>
                  <dt>Name</dt>
                  <dd style={{ margin: 0 }}>{record.name || (record.cleared ? 'cleared' : 'none given')}</dd>
                  <dt>NIC or passport</dt>
                  <dd style={{ margin: 0 }}>{record.idNumber || (record.cleared ? 'cleared' : 'not asked on this form')}</dd>
                  <dt>E-mail</dt>
                  <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{record.emails.length ? record.emails.join(', ') : record.cleared ? 'cleared' : 'none given'}</dd>
                  <dt>Received</dt>
                  <dd style={{ margin: 0 }}>{received(record)}</dd>
                  <dt>Status</dt>
                  <dd style={{ margin: 0 }}>{record.cleared ? `${statusLabel(record.status)} (personal data cleared)` : statusLabel(record.status)}</dd>
                  <dt>Documents</dt>
                  <dd style={{ margin: 0 }}>{record.documents}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <p role="status" style={{ margin: '1rem 0 0' }}>
            {picked.length === 0 ? 'No record chosen yet.' : `${plural(picked.length, 'record')} chosen.`}
          </p>
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', marginTop: '1rem' }}>
            {picked.length > 0 ? (
              <a className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} href={copyHref} download>
                Download a copy of the chosen records (ZIP)
              </a>
            ) : (
              <button type="button" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} disabled>
                Download a copy of the chosen records (ZIP)
              </button>
            )}
            <button type="button" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} onClick={() => setConfirming(true)} disabled={busy || picked.length === 0}>
              Erase the chosen records…
            </button>
          </div>
          {confirming && picked.length > 0 ? (
            <div role="alertdialog" aria-labelledby="erase-heading" aria-describedby="erase-what" style={{ border: '1px solid var(--theme-error-500)', padding: '1rem 1.25rem', marginTop: '1.5rem', borderRadius: '4px' }}>
              <h3 id="erase-heading" style={{ marginTop: 0 }}>
                Erase this person’s data?
              </h3>
              <div id="erase-what">
                <p style={{ margin: '0.5rem 0' }}>
                  This deletes for good {plural(documents, 'document')} and every personal field of {picked.length === 1 ? 'this record' : `these ${picked.length} records`}, and
                  nothing else:
                </p>
                <ul>
                  {picked.map((record) => (
                    <li key={`${record.key}-erase`}>
                      {record.label} {record.reference}
                      {record.name ? `, ${record.name}` : ''} ({plural(record.documents, 'document')})
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
                  Erase {plural(picked.length, 'record')} for good
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
