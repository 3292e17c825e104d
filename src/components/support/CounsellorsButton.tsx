'use client'

import { useState } from 'react'

import { Modal } from '@/components/ui/Modal'
import type { Counsellor } from '@/content/services'

/** Student counselling: the counsellors' contacts in a window. */
export function CounsellorsButton({ counsellors }: { counsellors: Counsellor[] }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Contact a Student Counsellor
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Student Counselling" size="lg">
        <ul className="grid gap-4 sm:grid-cols-2">
          {counsellors.map((counsellor) => (
            <li key={counsellor.id} className="rounded-xl border border-slate-200 p-4" data-counsellor>
              <p className="font-bold text-brand-800">{counsellor.name}</p>
              <p className="text-sm text-slate-600">{counsellor.designation}</p>
              {counsellor.tele ? (
                <a href={`tel:${counsellor.tele.replace(/[^+\d]/g, '')}`} className="mt-2 block text-brand-700 hover:underline">
                  {counsellor.tele}
                </a>
              ) : null}
              {counsellor.email ? (
                <a href={`mailto:${counsellor.email}`} className="block break-all text-brand-700 hover:underline">
                  {counsellor.email}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  )
}
