import { describe, expect, it } from 'vitest'

import { parsePersonQuery } from './person'

describe('what staff type to find a person', () => {
  it('is an e-mail address, compared in lower case', () => {
    expect(parsePersonQuery('  Nimali.Perera@Example.COM ')).toEqual({ kind: 'email', value: 'nimali.perera@example.com' })
  })

  it('is a NIC or passport number, compared without spaces or dashes, in capitals', () => {
    expect(parsePersonQuery('901234567v')).toEqual({ kind: 'id-number', value: '901234567V' })
    expect(parsePersonQuery('2004 0750 1234')).toEqual({ kind: 'id-number', value: '200407501234' })
    expect(parsePersonQuery('n-1234567')).toEqual({ kind: 'id-number', value: 'N1234567' })
  })

  it('is refused with a message when it is empty, too long, or neither', () => {
    expect(parsePersonQuery('')).toEqual({ error: 'Enter the person’s NIC or passport number, or their e-mail address.' })
    expect(parsePersonQuery(undefined)).toEqual({ error: 'Enter the person’s NIC or passport number, or their e-mail address.' })
    expect(parsePersonQuery(['a@b.c'])).toEqual({ error: 'Enter the person’s NIC or passport number, or their e-mail address.' })
    expect(parsePersonQuery(`${'a'.repeat(250)}@b.lk`)).toEqual({ error: 'That is longer than any NIC, passport number or e-mail address.' })
    expect(parsePersonQuery("x' OR 1=1 --")).toEqual({ error: 'A NIC or passport number has letters and digits only.' })
    expect(parsePersonQuery('%')).toEqual({ error: 'A NIC or passport number has letters and digits only.' })
  })
})
