import { describe, expect, it } from 'vitest'

import { DEFAULT_RETENTION } from '@/foundations/retentionPeriods'

import { en } from './texts/en'
import { ta } from './texts/ta'

import { monthsText, retentionStatements } from './privacyTexts'

const words = en.pages.privacy

describe("the privacy page's retention list", () => {
  it('states each period from the numbers it is given, in months after the decision or the answer', () => {
    expect(retentionStatements(DEFAULT_RETENTION, words).map(({ what, howLong }) => `${what}: ${howLong}`)).toEqual([
      'Applications that are not accepted, with their documents: 6 months after the decision',
      'Accepted applications, with their documents: 24 months after the decision',
      'Inquiries: 12 months after we answer them',
      'Alumni registrations that are not accepted: 6 months after the decision',
    ])
    const changed = retentionStatements({ rejectedApplicationMonths: 3, acceptedApplicationMonths: 36, answeredInquiryMonths: 1, rejectedAlumniMonths: 9 }, words)
    expect(changed.map((entry) => entry.howLong)).toEqual(['3 months after the decision', '36 months after the decision', '1 month after we answer them', '9 months after the decision'])
  })

  it('says month for one and months for more', () => {
    expect([1, 2, 120].map((months) => monthsText(months, words))).toEqual(['1 month', '2 months', '120 months'])
  })

  it("states the periods in the page's language", () => {
    const tamil = retentionStatements(DEFAULT_RETENTION, ta.pages.privacy)
    expect(tamil[0]).toEqual({ what: 'ஏற்கப்படாத விண்ணப்பங்கள், அவற்றின் ஆவணங்களுடன்', howLong: 'முடிவுக்குப் பின் 6 மாதங்கள்' })
    expect(tamil[2]?.howLong).toBe('நாம் பதிலளித்த பின் 12 மாதங்கள்')
  })
})
