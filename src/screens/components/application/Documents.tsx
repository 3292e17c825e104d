'use client'

import {
  ACCEPT_ATTRIBUTE,
  checkChosenFiles,
  DOCUMENT_FIELDS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_FIELD,
  MAX_TOTAL_BYTES,
} from '@/foundations/formRules/applicationDocuments'

import type { ChosenFiles } from './formValues'
import { FormSection } from './section'
import { useApplicationWords } from './applicationWords'
import { fill } from '@/foundations/texts/translation'

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/**
 * Adds newly chosen files to one field, keeping out any that break a limit
 * (type by name, size, count, total) and reporting the first such file. The
 * server checks each file's content again.
 */
export function addChosenFiles(files: ChosenFiles, field: string, chosen: File[]): { files: ChosenFiles; message?: string } {
  const kept = [...(files[field] ?? [])]
  let message: string | undefined
  for (const file of chosen) {
    if (kept.some((existing) => sameFile(existing, file))) continue
    const problems = checkChosenFiles({ ...files, [field]: [...kept, file] })
    const problem = problems[field] ?? problems.documents
    if (problem) {
      message ??= problem
      continue
    }
    kept.push(file)
  }
  return { files: { ...files, [field]: kept }, message }
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** Whether the payment receipt is asked for: optional as the spec has it, required with a bank deposit chosen, hidden when paying online (decision 055). */
export type ReceiptField = 'optional' | 'required' | 'hidden'

/** The five document fields, each taking several files, with the chosen files listed. */
export function Documents({
  files,
  errors,
  receipt = 'optional',
  onChange,
}: {
  files: ChosenFiles
  errors: Record<string, string>
  receipt?: ReceiptField
  onChange: (files: ChosenFiles, errors: Record<string, string>) => void
}) {
  const words = useApplicationWords()
  return (
    <FormSection
      id="documents"
      title={words.documents}
      intro={fill(words.documentsIntro, { count: MAX_FILES_PER_FIELD, size: mb(MAX_FILE_BYTES), total: mb(MAX_TOTAL_BYTES) })}
    >
      {errors.documents ? (
        <p role="alert" className="mb-4 text-sm font-medium wrap-anywhere text-red-700" data-field-error>
          {errors.documents}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        {DOCUMENT_FIELDS.map((field) => {
          const isReceipt = field.name === 'receipt'
          if (isReceipt && receipt === 'hidden') return null
          const required = isReceipt && receipt === 'required'
          const id = `application-document-${field.name.replace('/', '')}`
          const chosen = files[field.name] ?? []
          const error = errors[field.name]
          const label = words.documentNames[field.name]
          return (
            <div key={field.name} className="min-w-0 rounded-xl border border-slate-200 p-4">
              <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-800">
                {label}
                {required ? (
                  <span className="text-red-700" aria-hidden="true">
                    {' '}
                    *
                  </span>
                ) : null}
              </label>
              <input
                id={id}
                type="file"
                multiple
                accept={ACCEPT_ATTRIBUTE}
                aria-required={required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-brand-800"
                onChange={(event) => {
                  const added = addChosenFiles(files, field.name, Array.from(event.target.files ?? []))
                  const next = { ...errors, documents: '', [field.name]: added.message ?? '' }
                  onChange(added.files, next)
                  // Empty the input so the same file can be chosen again after removing it.
                  event.target.value = ''
                }}
              />
              {error ? (
                <p id={`${id}-error`} role="alert" className="mt-2 text-sm wrap-anywhere text-red-700" data-field-error>
                  {error}
                </p>
              ) : null}
              {chosen.length > 0 ? (
                <ul className="mt-3 grid grid-cols-1 gap-2" aria-label={fill(words.chosenFiles, { field: label })}>
                  {chosen.map((file, index) => (
                    <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                      <span className="min-w-0 flex-1 truncate text-slate-800" title={file.name}>
                        {file.name}
                      </span>
                      <span className="shrink-0 text-slate-600">{fileSize(file.size)}</span>
                      <button
                        type="button"
                        aria-label={fill(words.removeFile, { file: file.name })}
                        onClick={() => {
                          const remaining = chosen.filter((_, position) => position !== index)
                          onChange({ ...files, [field.name]: remaining }, { ...errors, documents: '', [field.name]: '' })
                          // Focus stays in the field rather than falling to the page.
                          requestAnimationFrame(() => document.getElementById(id)?.focus())
                        }}
                        className="shrink-0 rounded-md px-2 py-1 font-semibold text-red-700 hover:bg-red-50"
                      >
                        {words.remove}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )
        })}
      </div>
    </FormSection>
  )
}
