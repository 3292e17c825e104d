import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { REVALIDATE_SECONDS } from './lifetimes.mjs'

describe('cache lifetimes', () => {
  it("the site layout's revalidate (a literal, as Next requires) is REVALIDATE_SECONDS", () => {
    const layout = fs.readFileSync('src/app/(site)/layout.tsx', 'utf8')
    expect(layout).toMatch(new RegExp(`^export const revalidate = ${REVALIDATE_SECONDS}$`, 'm'))
  })
})
