'use client'

import { createContext, use, useCallback, useMemo, useState } from 'react'
import type React from 'react'

import { AccordionButton } from './AccordionButton'

const Group = createContext<{ open: string | null; toggle: (id: string) => void } | null>(null)
const ItemOpen = createContext(false)

/** Items inside share one open slot: opening one closes the other; clicking the open one closes it. */
export function AccordionGroup({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState<string | null>(null)
  const toggle = useCallback((id: string) => setOpen((current) => (current === id ? null : id)), [])
  const value = useMemo(() => ({ open, toggle }), [open, toggle])
  return <Group value={value}>{children}</Group>
}

/** A heading button and its panel; the panel's content comes rendered from the server. */
export function AccordionItem({
  id,
  title,
  level,
  panelClassName,
  lang,
  children,
}: {
  /** The panel's element id. */
  id: string
  title: string
  /** 'en' when the title is staff's English on a Sinhala or Tamil page (src/screens/components/ui/untranslated.tsx). */
  lang?: 'en'
  level: 3 | 4
  panelClassName: string
  children: React.ReactNode
}) {
  const group = use(Group)
  const expanded = group?.open === id
  const button = (
    <AccordionButton expanded={expanded} controls={id} onToggle={() => group?.toggle(id)}>
      {title}
    </AccordionButton>
  )
  return (
    <>
      {level === 3 ? <h3 lang={lang}>{button}</h3> : <h4 lang={lang}>{button}</h4>}
      <div id={id} hidden={!expanded} className={panelClassName}>
        <ItemOpen value={expanded}>{children}</ItemOpen>
      </div>
    </>
  )
}

/** Renders its content only while the surrounding item is open (for what costs a download). */
export function WhenOpen({ children }: { children: React.ReactNode }) {
  return use(ItemOpen) ? children : null
}
