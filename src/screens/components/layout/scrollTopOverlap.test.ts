import { describe, expect, it } from 'vitest'

import { coversAny, scrollTopZone } from './scrollTopOverlap'

describe('the scroll-to-top button and the forms', () => {
  // A 390 x 844 phone screen.
  const zone = scrollTopZone(844)

  it('keeps to the bottom-left corner, the button and a margin around it', () => {
    expect(zone).toEqual({ left: 0, right: 76, top: 768, bottom: 844 })
  })

  it('would cover a phone-width form that reaches the bottom of the screen', () => {
    expect(coversAny(zone, [{ left: 16, right: 374, top: -2000, bottom: 900 }])).toBe(true)
    expect(coversAny(zone, [{ left: 16, right: 374, top: 800, bottom: 1500 }])).toBe(true)
  })

  it('is free to show when the forms are above, below or to the right of it, or hidden', () => {
    expect(coversAny(zone, [{ left: 16, right: 374, top: -2000, bottom: 700 }])).toBe(false)
    expect(coversAny(zone, [{ left: 16, right: 374, top: 850, bottom: 2000 }])).toBe(false)
    // A desktop form in a centred column.
    expect(coversAny(zone, [{ left: 240, right: 1200, top: 0, bottom: 900 }])).toBe(false)
    expect(coversAny(zone, [{ left: 0, right: 0, top: 0, bottom: 0 }])).toBe(false)
    expect(coversAny(zone, [])).toBe(false)
  })
})
