import { describe, expect, it } from 'vitest'

import { mapEmbedSrc } from './mapEmbed'

describe('mapEmbedSrc', () => {
  it('keeps a plain https address', () => {
    expect(mapEmbedSrc('https://www.openstreetmap.org/export/embed.html?bbox=1')).toBe('https://www.openstreetmap.org/export/embed.html?bbox=1')
  })

  it('takes the address out of a pasted iframe, decoding &amp;', () => {
    const html = '<iframe src="https://www.google.com/maps/embed?pb=1&amp;b=2" width="600" height="450" style="border:0;" allowfullscreen></iframe>'
    expect(mapEmbedSrc(html)).toBe('https://www.google.com/maps/embed?pb=1&b=2')
  })

  it.each(['javascript:alert(1)', 'http://insecure.example', '<iframe src="javascript:x"></iframe>', '<script>x</script>', '', 42, 'https://maps.example.org/embed?q=1', 'https://www.google.com.evil.example/maps', 'https://[broken'])(
    'refuses %s',
    (input) => {
      expect(mapEmbedSrc(input)).toBeUndefined()
    },
  )
})
