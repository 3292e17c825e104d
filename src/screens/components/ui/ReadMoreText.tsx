'use client'

import { useId, useState } from 'react'

import { cutWords } from '@/foundations/words'

import { useHydrated } from './useHydrated'
import { useUiWords } from './uiWords'

function ReadMoreToggle({ expanded, controls, onToggle }: { expanded: boolean; controls: string; onToggle: () => void }) {
  // A press before the page's script runs would do nothing; until then the button says it is not ready.
  const hydrated = useHydrated()
  const words = useUiWords()
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="mt-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {expanded ? words.readLess : words.readMore}
    </button>
  )
}

/**
 * Text cut at `limit` words with '...' and a Read More / Read Less toggle when longer.
 * `lang`: 'en' for staff's English on a Sinhala or Tamil page; it marks the text, not the toggle in the page's language.
 */
export function ReadMoreText({ text, limit, className = '', lang }: { text: string; limit: number; className?: string; lang?: 'en' }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const { text: short, cut } = cutWords(text, limit)
  return (
    <div className={className}>
      <p id={id} lang={lang} className="leading-relaxed whitespace-pre-line">
        {expanded || !cut ? text : short}
      </p>
      {cut ? <ReadMoreToggle expanded={expanded} controls={id} onToggle={() => setExpanded((value) => !value)} /> : null}
    </div>
  )
}

/** Content clamped to three lines with a Read More / Read Less toggle. */
export function ClampedHtml({ html, className = '', lang }: { html: string; className?: string; lang?: 'en' }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <div className={className}>
      <div id={id} lang={lang} className={`rich-text ${expanded ? '' : 'line-clamp-3'}`} dangerouslySetInnerHTML={{ __html: html }} />
      <ReadMoreToggle expanded={expanded} controls={id} onToggle={() => setExpanded((value) => !value)} />
    </div>
  )
}
