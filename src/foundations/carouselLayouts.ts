/** How many slides each carousel shows at each width (the specification's §9). */

/** Slides per view by minimum viewport width; the first matching entry wins. */
export type SlidesByWidth = { minWidth: number; slides: number }[]

export const PARTNER_SLIDES: SlidesByWidth = [
  { minWidth: 1536, slides: 5 },
  { minWidth: 1280, slides: 4 },
  { minWidth: 640, slides: 3 },
  { minWidth: 0, slides: 2 },
]

/** Council, management and studies carousels. */
export function personSlides(itemCount: number): SlidesByWidth {
  return [
    { minWidth: 1024, slides: Math.min(3, Math.max(1, itemCount)) },
    { minWidth: 600, slides: Math.min(2, Math.max(1, itemCount)) },
    { minWidth: 0, slides: 1 },
  ]
}

export const STAFF_SLIDES: SlidesByWidth = [
  { minWidth: 1024, slides: 3 },
  { minWidth: 600, slides: 2 },
  { minWidth: 0, slides: 1 },
]
/** The staff carousel loops only with more people than this. */
export const STAFF_LOOP_ABOVE = 3
