import { describe, expect, it } from 'vitest'

import { en } from '@/foundations/texts/en'

import { percentSent, progressAnnouncement, progressText } from './upload'

const WORDS = en.forms.application
import { readReply } from './submit'

const MB = 1024 * 1024

describe('upload progress', () => {
  it('is whole percent of the bytes sent, 100 only once the last byte is sent', () => {
    expect(percentSent(0, 30 * MB)).toBe(0)
    expect(percentSent(3 * MB, 30 * MB)).toBe(10)
    expect(percentSent(30 * MB - 1, 30 * MB)).toBe(99)
    expect(percentSent(30 * MB, 30 * MB)).toBe(100)
    expect(percentSent(31 * MB, 30 * MB)).toBe(100)
    expect(percentSent(5, 0)).toBe(0)
    expect(percentSent(Number.NaN, 10)).toBe(0)
  })

  it('says how much of the total is sent', () => {
    expect(progressText(12.34 * MB, 30 * MB, WORDS)).toBe('Sent 12.3 MB of 30.0 MB (41%)')
    expect(progressText(300 * 1024, 600 * 1024, WORDS)).toBe('Sent 300 KB of 600 KB (50%)')
    expect(progressText(0, 0, WORDS)).toBe('Starting to send…')
  })

  it('is announced to screen readers only at each quarter', () => {
    expect(progressAnnouncement(1 * MB, 30 * MB, WORDS)).toBe('0% of your application sent.')
    expect(progressAnnouncement(7.4 * MB, 30 * MB, WORDS)).toBe('0% of your application sent.')
    expect(progressAnnouncement(7.5 * MB, 30 * MB, WORDS)).toBe('25% of your application sent.')
    expect(progressAnnouncement(29 * MB, 30 * MB, WORDS)).toBe('75% of your application sent.')
    expect(progressAnnouncement(30 * MB, 30 * MB, WORDS)).toBe('100% of your application sent.')
  })
})

describe('reading the reply', () => {
  it('takes the server message, errors and reference', () => {
    const reply = readReply(200, JSON.stringify({ success: true, message: 'Stored.', reference: 'APP-1' }), 'fallback')
    expect(reply).toEqual({ ok: true, status: 200, message: 'Stored.', errors: {}, reference: 'APP-1' })
    expect(readReply(400, JSON.stringify({ success: false, errors: { nic: 'Bad' } }), 'fallback')).toMatchObject({
      ok: false,
      errors: { nic: 'Bad' },
    })
  })

  it('falls back to the form text when a proxy answers with a page', () => {
    expect(readReply(502, '<h1>Bad gateway</h1>', 'fallback')).toMatchObject({ ok: false, status: 502, message: 'fallback' })
    expect(readReply(200, JSON.stringify({ success: false }), 'fallback')).toMatchObject({ ok: false, message: 'fallback' })
    expect(readReply(200, 'null', 'fallback')).toMatchObject({ ok: true })
  })
})
