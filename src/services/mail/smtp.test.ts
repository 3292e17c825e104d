/** What a failed send means for the outbox, told from nodemailer's codes and never its text (which can quote the address). */
import { describe, expect, it } from 'vitest'

import { mailFailure } from './smtp'
import { MAIL_RETRY } from './retries'

const failure = (fields: Record<string, unknown>, message = "Can't send mail - all recipients were rejected: 550 <kasun@example.com>: Recipient address rejected") =>
  Object.assign(new Error(message), fields)

describe('a failed send', () => {
  it('refused for good (5xx) stops the attempts, and says so without the address', () => {
    const told = mailFailure(failure({ code: 'EENVELOPE', responseCode: 550 }))
    expect(told).toMatchObject({ permanent: true, wholeServer: false, sentence: 'The mail server refused this mail for good (550 EENVELOPE): check the address.' })
    expect(told.sentence).not.toContain('kasun')
  })

  it('deferred (4xx), unreachable, slow or refusing the sign-in is tried again', () => {
    expect(mailFailure(failure({ code: 'EENVELOPE', responseCode: 451 }))).toMatchObject({ permanent: false, sentence: 'The mail server asked to try later (451).' })
    expect(mailFailure(failure({ code: 'ECONNECTION' }, 'connect ECONNREFUSED 127.0.0.1:25'))).toMatchObject({
      permanent: false,
      wholeServer: true,
      sentence: 'The mail server could not be reached (ECONNECTION).',
    })
    expect(mailFailure(failure({ code: 'ETIMEDOUT' }))).toMatchObject({ permanent: false, wholeServer: true, sentence: 'The mail server did not answer in time.' })
    expect(mailFailure(failure({ code: 'EAUTH', responseCode: 535 }))).toMatchObject({ permanent: false, sentence: "The mail server refused the site's sign-in (535): check SMTP_URL." })
    expect(mailFailure(new Error('something else')).sentence).toBe('The mail server could not be reached.')
  })
})

describe('the waits between attempts', () => {
  it('double from a minute to an hour, and stop after 48 hours', () => {
    const now = new Date('2026-11-30T00:00:00.000Z')
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => (MAIL_RETRY.nextAttempt(attempts, now).getTime() - now.getTime()) / 60_000)
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
    expect(MAIL_RETRY.forMs).toBe(48 * 60 * 60_000)
  })
})
