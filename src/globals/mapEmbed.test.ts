import { describe, expect, it } from 'vitest'

import { mapEmbedSrc } from './mapEmbed'

describe('mapEmbedSrc', () => {
  it('keeps a plain https address', () => {
    expect(mapEmbedSrc('https://maps.example.org/embed?q=1')).toBe('https://maps.example.org/embed?q=1')
  })

  it('takes the address out of a pasted iframe, decoding &amp;', () => {
    const html = '<iframe src="https://maps.example.org/embed?a=1&amp;b=2" width="600" height="450" style="border:0;" allowfullscreen></iframe>'
    expect(mapEmbedSrc(html)).toBe('https://maps.example.org/embed?a=1&b=2')
  })

  it.each(['javascript:alert(1)', 'http://insecure.example', '<iframe src="javascript:x"></iframe>', '<script>x</script>', '', 42])(
    'refuses %s',
    (input) => {
      expect(mapEmbedSrc(input)).toBeUndefined()
    },
  )
})
