import { describe, expect, it } from 'vitest'

import { objectPosition } from './pictureFocus'

describe('the object-position of a focal point', () => {
  it('is the point in percent of the width and the height', () => {
    expect(objectPosition(12, 87)).toBe('12% 87%')
    expect(objectPosition(0, 100)).toBe('0% 100%')
  })

  it('stays inside the picture when a point was stored outside it', () => {
    expect(objectPosition(-20, 140)).toBe('0% 100%')
  })
})
