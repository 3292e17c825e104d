import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { REVALIDATE_SECONDS } from './lifetimes.mjs'

describe('cache lifetimes', () => {
  it("the site layouts' revalidate (a literal, as Next requires), English's and the other languages', is REVALIDATE_SECONDS", () => {
    for (const file of ['src/app/(site)/(en)/layout.tsx', 'src/app/(site)/[lang]/layout.tsx']) {
      expect(fs.readFileSync(file, 'utf8'), file).toMatch(new RegExp(`^export const revalidate = ${REVALIDATE_SECONDS}$`, 'm'))
    }
  })
})
