import type React from 'react'
import type { UiTexts } from '@/foundations/texts/ui/en'
import { fill } from '@/foundations/texts/translation'

/**
 * The pieces of markup every carousel of the site draws the same way; each
 * carousel places them and gives them its own look. No library here: the
 * home slider, which has no Embla, uses them too.
 */

/** One slide, named for screen readers by its place ("2 of 5"), in the page's language (`words`: useUiWords's). */
export function CarouselSlide({
  index,
  count,
  className,
  words,
  children,
}: {
  index: number
  count: number
  className: string
  words: Pick<UiTexts, 'slide' | 'slideOf'>
  children: React.ReactNode
}) {
  return (
    <div className={className} role="group" aria-roledescription={words.slide} aria-label={fill(words.slideOf, { number: index + 1, count })}>
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
