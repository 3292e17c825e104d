import { describe, expect, it } from 'vitest'

import { optionsHtml } from './optionsHtml'

describe('optionsHtml', () => {
  it('gives the placeholder with an empty value, then each choice in order', () => {
    expect(optionsHtml('Select Year', ['2026', '2025'])).toBe('<option value="">Select Year</option><option value="2026">2026</option><option value="2025">2025</option>')
  })

  it('escapes what would end a value or start a tag', () => {
    expect(optionsHtml('Pick <one>', [{ value: 'a"b&c', label: "O'Neil <script>" }])).toBe(
      '<option value="">Pick &lt;one&gt;</option><option value="a&quot;b&amp;c">O&#39;Neil &lt;script&gt;</option>',
    )
  })
})
