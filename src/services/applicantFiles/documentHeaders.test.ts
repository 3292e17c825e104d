import { describe, expect, it } from 'vitest'

import { contentDisposition } from './documentHeaders'

describe('contentDisposition', () => {
  it('keeps the real name as RFC 5987 UTF-8 and a safe ASCII name beside it', () => {
    expect(contentDisposition('attachment', 'O/L results.pdf')).toBe(`attachment; filename="O/L results.pdf"; filename*=UTF-8''O%2FL%20results.pdf`)
    expect(contentDisposition('inline', 'සහතිකය (1).png')).toBe(
      `inline; filename="______ (1).png"; filename*=UTF-8''%E0%B7%83%E0%B7%84%E0%B6%AD%E0%B7%92%E0%B6%9A%E0%B6%BA%20%281%29.png`,
    )
  })

  it('lets no quote, backslash, percent sign or line break out of the quoted name', () => {
    const header = contentDisposition('attachment', 'a"b\\c%41\r\nSet-Cookie: x=1\'*.docx')
    expect(header).toBe(`attachment; filename="a_b_c_41__Set-Cookie: x=1'*.docx"; filename*=UTF-8''a%22b%5Cc%2541%0D%0ASet-Cookie%3A%20x%3D1%27%2A.docx`)
    expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow()
  })
})
