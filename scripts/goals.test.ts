import { describe, expect, it } from 'vitest'

import { missedGoals } from './goals.mjs'

const floor = { performance: 98, tbt: 100 }
const allGood = { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbt: 120, floor }

describe('missedGoals', () => {
  it('finds nothing missed by a page that meets every goal, at the edges', () => {
    expect(missedGoals({ path: '/about-us', throughput: { site: 90, floor: 100 }, js: { site: 110, floor: 100 }, lighthouse: allGood })).toEqual([])
    // Two points below the floor, or 95 whatever the floor.
    expect(missedGoals({ path: '/', lighthouse: { ...allGood, performance: 96, floor } })).toEqual([])
    expect(missedGoals({ path: '/', lighthouse: { ...allGood, performance: 95, floor: { ...floor, performance: 100 } } })).toEqual([])
    expect(missedGoals({ path: '/', lighthouse: { ...allGood, cls: 0.01 } })).toEqual([])
  })

  it('names each goal missed', () => {
    expect(missedGoals({ path: '/about-us', throughput: { site: 89, floor: 100 } })).toEqual(['req/s below 0.9x'])
    expect(missedGoals({ path: '/about-us', js: { site: 111, floor: 100 } })).toEqual(['JS above 1.1x'])
    expect(missedGoals({ path: '/', lighthouse: { ...allGood, performance: 94, floor: { ...floor, performance: 97 } } })).toEqual(['score 94 vs 97'])
    expect(missedGoals({ path: '/', lighthouse: { ...allGood, accessibility: 96, seo: 92 } })).toEqual(['accessibility 96', 'SEO 92'])
    expect(missedGoals({ path: '/', lighthouse: { ...allGood, cls: 0.02 } })).toEqual(['CLS 0.02'])
    expect(missedGoals({ path: '/', lighthouse: { ...allGood, tbt: 121 } })).toEqual(['TBT 1.21x'])
  })

  it('gives the pages with forms the larger JavaScript budget, by path', () => {
    expect(missedGoals({ path: '/degree-registration', js: { site: 135, floor: 100 } })).toEqual([])
    expect(missedGoals({ path: '/degree-registration', js: { site: 136, floor: 100 } })).toEqual(['JS above 1.35x'])
    expect(missedGoals({ path: '/programs', js: { site: 111, floor: 100 } })).toEqual(['JS above 1.1x'])
  })

  it('counts a measure that failed (not a number) as missed, never as met', () => {
    expect(missedGoals({ path: '/', throughput: { site: Number.NaN, floor: 100 }, lighthouse: { ...allGood, tbt: Number.NaN } })).toEqual([
      'req/s below 0.9x',
      'TBT not measured',
    ])
  })
})
