import { getCountries } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'

import { COUNTRY_NAMES } from './countryNames'
import { countryList } from './phoneNumbers'

describe('the country list of the phone fields', () => {
  it('names every country the phone-number library knows, and no other', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...getCountries()].sort())
    for (const name of Object.values(COUNTRY_NAMES)) expect(name).toMatch(/^\S.*\S$/)
  })

  it('offers each country once with its calling code, sorted by name', () => {
    const list = countryList()
    expect(list).toHaveLength(getCountries().length)
    expect(list).toContainEqual({ value: 'LK', label: 'Sri Lanka (+94)' })
    expect(list).toContainEqual({ value: 'GB', label: 'United Kingdom (+44)' })
    const labels = list.map((country) => country.label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)))
  })
})
