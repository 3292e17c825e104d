import type React from 'react'

/**
 * The pieces of markup every carousel of the site draws the same way; each
 * carousel places them and gives them its own look. No library here: the
 * home slider, which has no Embla, uses them too.
 */

/** One slide, named for screen readers by its place ("2 of 5"). */
export function CarouselSlide({ index, count, className, children }: { index: number; count: number; className: string; children: React.ReactNode }) {
  return (
    <div className={className} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
      {children}
    </div>
  )
}

/**
 * A dot that shows a slide: a 24 px target around the drawn mark (`mark`,
 * the classes of the mark as it is now), marked as current when its slide is.
 */
export function SlideDot({ label, current, mark, onClick }: { label: string; current: boolean; mark: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} aria-current={current ? 'true' : undefined} className="flex h-6 w-6 items-center justify-center">
      <span className={mark} />
    </button>
  )
}
