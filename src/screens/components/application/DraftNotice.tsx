'use client'

import { DRAFT_LIFETIME_MS } from './localDraft'
import { useApplicationWords } from './applicationWords'
import { fill } from '@/foundations/texts/translation'

const DAYS = Math.round(DRAFT_LIFETIME_MS / (24 * 60 * 60 * 1000))


/**
 * Tells the applicant that the form keeps a draft on this device, and lets
 * them clear it (with an Undo, rather than a confirmation to read first).
 */
export function DraftNotice({ cleared, onClear, onUndo }: { cleared: boolean; onClear: () => void; onUndo: () => void }) {
  const words = useApplicationWords()
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 sm:flex sm:items-start sm:justify-between sm:gap-6">
      <p id="application-draft-notice">{fill(words.draftNotice, { days: DAYS })}</p>
      <div className="grid gap-2 sm:shrink-0 sm:justify-items-end">
        <button
          type="button"
          onClick={onClear}
          aria-describedby="application-draft-notice"
          className="justify-self-start rounded-full border-2 border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 sm:justify-self-end"
        >
          {words.clearSaved}
        </button>
        <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 empty:hidden">
          {cleared ? (
            <>
              <span>{words.draftCleared}</span>
              <button type="button" onClick={onUndo} className="rounded-md px-2 py-1 font-semibold text-brand-800 underline hover:bg-brand-50">
                {words.undo}
              </button>
            </>
          ) : null}
        </p>
      </div>
    </div>
  )
}
