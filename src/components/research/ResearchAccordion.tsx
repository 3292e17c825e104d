'use client'

import Image from 'next/image'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'

import { FileLinks } from '@/components/academics/FileLinks'
import { AccordionButton } from '@/components/ui/AccordionButton'
import { RichText } from '@/components/ui/Section'
import type { ResearchByYear } from '@/content/research'
import { DEFAULT_RESEARCH_YEAR, QR_SIZE } from '@/lib/constants'

/** Research by year and category: one item open at a time; clicking the open one closes it. */
export function ResearchAccordion({ byYear }: { byYear: ResearchByYear }) {
  const years = Object.keys(byYear).sort((a, b) => Number(b) - Number(a))
  const [year, setYear] = useState(years[0] ?? String(DEFAULT_RESEARCH_YEAR))
  const [open, setOpen] = useState<number | null>(null)
  const categories = byYear[year] ?? {}

  return (
    <div>
      <div role="group" aria-label="Research year" className="mb-8 flex flex-wrap justify-center gap-2">
        {(years.length > 0 ? years : [String(DEFAULT_RESEARCH_YEAR)]).map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === year}
            onClick={() => {
              setYear(candidate)
              setOpen(null)
            }}
            className={`rounded-full px-5 py-2 font-semibold ${candidate === year ? 'bg-brand-700 text-white' : 'border border-brand-100 bg-white text-brand-800 hover:bg-brand-50'}`}
          >
            {candidate}
          </button>
        ))}
      </div>
      {Object.keys(categories).length === 0 ? <p className="text-center text-slate-600">No research published for {year} yet.</p> : null}
      {Object.entries(categories).map(([category, items]) => (
        <div key={category} className="mb-8">
          <h3 className="mb-3 text-lg font-bold text-brand-800">{category}</h3>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {items.map((item) => {
              const expanded = open === item.id
              return (
                <li key={item.id} data-research-item>
                  <h4>
                    <AccordionButton expanded={expanded} controls={`research-${item.id}`} onToggle={() => setOpen(expanded ? null : item.id)}>
                      {item.title}
                    </AccordionButton>
                  </h4>
                  <div id={`research-${item.id}`} hidden={!expanded} className="space-y-4 px-5 pb-6">
                    <p className="text-sm font-semibold text-slate-600">{item.researcherName}</p>
                    {item.description ? <RichText html={item.description} className="text-slate-700" /> : null}
                    <FileLinks files={item.files.map((file, index) => ({ url: file.url, label: file.name || `Document ${index + 1}` }))} />
                    <div className="flex flex-wrap items-start gap-6">
                      {item.image ? (
                        <Image src={item.image} alt={`Research poster: ${item.title}`} width={320} height={440} className="h-auto w-64 rounded-lg shadow" />
                      ) : null}
                      {item.qrCode ? (
                        <figure className="text-center">
                          <QRCodeSVG value={item.qrCode} size={QR_SIZE} level="H" title={`QR code for ${item.qrCode}`} data-qr-value={item.qrCode} className="max-w-full" />
                          <figcaption className="mt-2 text-xs break-all text-slate-600">{item.qrCode}</figcaption>
                        </figure>
                      ) : null}
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
