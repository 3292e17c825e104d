'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** On a given-up mail's page: puts it back in the outbox for another 48 hours of attempts. */
export function SendAgainButton() {
  const { id } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const [said, setSaid] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (state !== 'given_up' || id === undefined) return null

  const sendAgain = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/mail-outbox/${String(id)}/send-again`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setSaid(body.message ?? (response.ok ? 'Done.' : 'The mail could not be put back in the outbox. Please try again.'))
      if (response.ok) window.setTimeout(() => window.location.reload(), 1500)
    } catch {
      setSaid('The site did not answer. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <button type="button" className="btn btn--style-primary btn--size-small" onClick={sendAgain} disabled={busy}>
        Send again
      </button>
      <p role="status" aria-live="polite" style={{ marginTop: '0.5rem' }}>
        {said}
      </p>
    </div>
  )
}
