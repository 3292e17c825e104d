'use client'

import { useState } from 'react'
import type React from 'react'

import { AccordionGroup } from '@/screens/components/ui/Accordion'
import { useUiWords } from '@/screens/components/ui/uiWords'

/** The year buttons of the research list; each year's items come rendered, and a change of year closes the open item. */
export function ResearchYears({ years, panels }: { years: string[]; panels: React.ReactNode[] }) {
  const words = useUiWords()
  const [selected, setSelected] = useState(0)
  return (
    <div>
      <div role="group" aria-label={words.researchYear} className="mb-8 flex flex-wrap justify-center gap-2">
        {years.map((year, index) => (
          <button
            key={year}
            type="button"
            aria-pressed={index === selected}
            onClick={() => setSelected(index)}
            className={`rounded-full px-5 py-2 font-semibold ${index === selected ? 'bg-brand-700 text-white' : 'border border-brand-100 bg-white text-brand-800 hover:bg-brand-50'}`}
          >
            {year}
          </button>
        ))}
      </div>
      <AccordionGroup key={selected}>{panels[selected]}</AccordionGroup>
    </div>
  )
}
