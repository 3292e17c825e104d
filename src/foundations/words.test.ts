import { describe, expect, it } from 'vitest'

import { cutWords, htmlToText } from './words'

describe('cutWords', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ')

  it('leaves a message of exactly 120 words whole', () => {
    expect(cutWords(words(120), 120)).toEqual({ text: words(120), cut: false })
  })

  it('cuts a 121-word message to 120 words plus ...', () => {
    const { text, cut } = cutWords(words(121), 120)
    expect(cut).toBe(true)
    expect(text).toBe(`${words(120)}...`)
  })

  it('counts runs of spaces and line breaks as one gap', () => {
    expect(cutWords('one  two\nthree   four', 3).text).toBe('one two three...')
  })
})

describe('htmlToText', () => {
  it('drops tags, keeps word gaps and decodes entities', () => {
    expect(htmlToText('<p>Fees &amp; loans</p><ul><li>One</li><li>Two</li></ul>')).toBe('Fees & loans One Two')
  })
})
