'use client'

import { useState } from 'react'

import { AccordionButton } from '@/components/ui/AccordionButton'
import { Icon } from '@/components/ui/Icon'
import type { Publication } from '@/content/research'
import { longDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

/** Saves the publication's file as publication.pdf; a failure shows its message. */
async function download(id: number): Promise<void> {
  const response = await fetch(`/v1/researchandstudentlife/downloadResearchFile/${id}`)
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message || MESSAGES.downloadFailed)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = 'publication.pdf'
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

export function PublicationsAccordion({ publications }: { publications: Publication[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null)
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {publications.map((publication) => {
        const expanded = open === publication.id
        return (
          <li key={publication.id} data-publication>
            <h3>
              <AccordionButton expanded={expanded} controls={`publication-${publication.id}`} onToggle={() => setOpen(expanded ? null : publication.id)}>
                      {publication.title}
                    </AccordionButton>
            </h3>
            <div id={`publication-${publication.id}`} hidden={!expanded} className="space-y-3 px-5 pb-6 text-slate-700">
              <p>
                <span className="font-semibold">Authors: </span>
                {publication.authors}
              </p>
              {publication.journal_name ? (
                <p>
                  <span className="font-semibold">Journal: </span>
                  {publication.journal_name}
                </p>
              ) : null}
              <p>
                <span className="font-semibold">Published: </span>
                {longDate(publication.publication_date)}
              </p>
              {publication.abstract ? <p className="leading-relaxed">{publication.abstract}</p> : null}
              {publication.has_file ? (
                <button
                  type="button"
                  onClick={() => {
                    setFailure(null)
                    download(publication.id).catch((error: unknown) =>
                      setFailure({ id: publication.id, message: error instanceof Error && error.message ? error.message : MESSAGES.downloadFailed }),
                    )
                  }}
                  className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  <Icon name="download" className="h-5 w-5" />
                  Download
                </button>
              ) : null}
              {failure?.id === publication.id ? (
                <p role="alert" className="text-error">
                  {failure.message}
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
