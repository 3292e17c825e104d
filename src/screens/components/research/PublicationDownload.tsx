'use client'

import { useState } from 'react'

import { ControlIcon } from '@/screens/components/ui/ControlIcon'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

/** Saves the publication's file as publication.pdf; a failure shows its message. */
async function download(id: number): Promise<void> {
  const response = await fetch(`/v1/researchandstudentlife/downloadResearchFile/${id}`)
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message || PAGE_MESSAGES.downloadFailed)
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

export function PublicationDownload({ id }: { id: number }) {
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setFailure(null)
          download(id).catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : PAGE_MESSAGES.downloadFailed))
        }}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <ControlIcon name="download" className="h-5 w-5" />
        Download
      </button>
      {failure ? (
        <p role="alert" className="text-error">
          {failure}
        </p>
      ) : null}
    </>
  )
}
