'use client'

import { useState } from 'react'

import { ControlIcon } from '@/screens/components/ui/ControlIcon'
import { useUiWords } from '@/screens/components/ui/uiWords'

/**
 * Saves the publication's file as publication.pdf; a failure shows the
 * server's message on an English page and the page's own words on the
 * others (the server's download messages are English).
 */
async function download(id: number, failed: string): Promise<void> {
  const response = await fetch(`/v1/researchandstudentlife/downloadResearchFile/${id}`)
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error((document.documentElement.lang === 'en' && body?.message) || failed)
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
  const words = useUiWords()
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setFailure(null)
          download(id, words.downloadFailed).catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : words.downloadFailed))
        }}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <ControlIcon name="download" className="h-5 w-5" />
        {words.download}
      </button>
      {failure ? (
        <p role="alert" className="text-error">
          {failure}
        </p>
      ) : null}
    </>
  )
}
