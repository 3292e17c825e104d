'use client'

import { useState } from 'react'

import { ControlIcon } from '@/screens/components/ui/ControlIcon'
import { useUiWords } from '@/screens/components/ui/uiWords'

type Card = { key: 'vision' | 'mission'; title: string; text: string }

/** Our Vision and Our Mission: clicking a card expands it; one at a time; clicking the open one collapses it. */
/** `untranslated`: which of the two texts are still English on a Sinhala or Tamil page. */
export function VisionMission({ vision, mission, untranslated = {} }: { vision: string; mission: string; untranslated?: { vision?: 'en'; mission?: 'en' } }) {
  const words = useUiWords()
  const [open, setOpen] = useState<Card['key'] | null>(null)
  const cards: Card[] = [
    { key: 'vision', title: words.ourVision, text: vision },
    { key: 'mission', title: words.ourMission, text: mission },
  ]
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map((card) => {
        const expanded = open === card.key
        return (
          <div key={card.key} className={`rounded-2xl border-2 p-6 shadow-sm transition-colors ${expanded ? 'border-accent-500 bg-white' : 'border-transparent bg-brand-800 text-white'}`}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${card.key}-text`}
                onClick={() => setOpen(expanded ? null : card.key)}
                className="flex w-full items-center justify-between text-left text-xl font-bold"
              >
                {card.title}
                <ControlIcon name="chevronDown" className={`h-6 w-6 transition-transform ${expanded ? 'rotate-180 text-brand-700' : ''}`} />
              </button>
            </h3>
            <p id={`${card.key}-text`} lang={untranslated[card.key]} hidden={!expanded} className="mt-4 text-lg leading-relaxed text-slate-700">
              {card.text}
            </p>
          </div>
        )
      })}
    </div>
  )
}
