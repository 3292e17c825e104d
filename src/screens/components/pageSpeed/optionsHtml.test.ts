import { describe, expect, it } from 'vitest'

import { optionsHtml } from './optionsHtml'

describe('optionsHtml', () => {
  it('gives the placeholder with an empty value, then each choice in order', () => {
    expect(optionsHtml(['2026', '2025'], 'Select Year')).toBe('<option value="">Select Year</option><option value="2026">2026</option><option value="2025">2025</option>')
  })

  it('gives only the choices where there is no placeholder', () => {
    expect(optionsHtml([{ value: 'LK', label: 'Sri Lanka (+94)' }, 'GB'])).toBe('<option value="LK">Sri Lanka (+94)</option><option value="GB">GB</option>')
  })

  it('escapes what would end a value or start a tag', () => {
    expect(optionsHtml([{ value: 'a"b&c', label: "O'Neil <script>" }], 'Pick <one>')).toBe(
      '<option value="">Pick &lt;one&gt;</option><option value="a&quot;b&amp;c">O&#39;Neil &lt;script&gt;</option>',
    )
  })
})
