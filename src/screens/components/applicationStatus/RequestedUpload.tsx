/** The upload of the documents admissions asked for, under the status the applicant looked up. */

import { useState } from 'react'

import type { PublicApplicationStatus } from '@/foundations/applicationProgress'
import { REQUESTED_UPLOAD_FIELD, REQUESTED_UPLOAD_LABEL, STATUS_MESSAGES } from '@/foundations/formRules/statusLookup'
import { ACCEPT_ATTRIBUTE, FILE_MESSAGES, isAcceptedName, MAX_FILE_BYTES, MAX_FILES_PER_FIELD, MAX_TOTAL_BYTES } from '@/foundations/formRules/applicationDocuments'

import { sendRequestedDocuments } from './statusRequests'
import type { Language } from '@/foundations/languages'
import { inFormLanguage } from '@/screens/components/forms/formLanguage'

import type { StatusWords } from './statusWords'

/** A quick check of the chosen files by name and size; the server checks what they contain. */
function chosenFilesError(files: File[]): string | null {
  if (files.length === 0) return STATUS_MESSAGES.noFiles
  if (files.length > MAX_FILES_PER_FIELD) return FILE_MESSAGES.tooMany(REQUESTED_UPLOAD_LABEL)
  const wrong = files.find((file) => !isAcceptedName(file.name))
  if (wrong) return FILE_MESSAGES.wrongType(wrong.name)
  const large = files.find((file) => file.size > MAX_FILE_BYTES)
  if (large) return FILE_MESSAGES.tooLarge(large.name)
  const empty = files.find((file) => file.size === 0)
  if (empty) return FILE_MESSAGES.empty(empty.name)
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_TOTAL_BYTES) return FILE_MESSAGES.totalTooLarge
  return null
}

export function RequestedUpload({
  reference,
  nic,
  language,
  words,
  onDone,
}: {
  reference: string
  nic: string
  language: Language
  words: StatusWords
  onDone: (status: PublicApplicationStatus | null, message: string) => void
}) {
  const [files, setFiles] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const id = 'requested-documents'

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = chosenFilesError(files)
    setError(problem && (await inFormLanguage(language, problem)))
    if (problem) return
    setSending(true)
    const reply = await sendRequestedDocuments(reference, nic, REQUESTED_UPLOAD_FIELD, files, language)
    setSending(false)
    if (!reply.ok) {
      setError(reply.errors[REQUESTED_UPLOAD_FIELD] ?? reply.message)
      return
    }
    onDone(reply.data, reply.message)
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void send(event)} aria-label={words.uploadForm} aria-busy={sending || undefined} className="mt-5 space-y-3" data-requested-upload>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {words.chooseFiles} <span className="font-normal text-slate-600">{words.chooseFilesHint}</span>
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        disabled={sending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-brand-800"
        onChange={(event) => {
          setFiles(Array.from(event.target.files ?? []))
          setError(null)
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-field-error>
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={sending} className="rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {sending ? words.uploading : words.upload}
      </button>
    </form>
  )
}
