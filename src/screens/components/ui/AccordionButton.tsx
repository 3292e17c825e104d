import type React from 'react'

import { ControlIcon } from './ControlIcon'

/** The header button of an accordion item; the parent decides which item is open. */
export function AccordionButton({
  expanded,
  controls,
  onToggle,
  children,
}: {
  expanded: boolean
  controls: string
  onToggle: () => void
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50"
    >
      {children}
      <ControlIcon name="chevronDown" className={`h-5 w-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`} />
    </button>
  )
}
