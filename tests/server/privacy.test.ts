/**
 * The privacy notice through the built site: /privacy shows the staff's
 * text, the data protection officer and the four retention periods from the
 * settings, and a save of either shows within a second (the cached page is
 * expired); it is in the sitemap and the footer; each form says why it asks
 * for its details, with a link to the notice, just before its submit button;
 * and the status page tells applicants where to ask for a copy or erasure.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { FORM_PURPOSES, type FormPurpose } from '@/foundations/privacyTexts'
import { APPLIED_ACCOUNTING, CAMPUS, CONTACT, PRIVACY } from '@/sides/seed/demoValues'
import { richText } from '@/sides/seed/richText'

import { withinASecond } from '../support/polling'
import { auth, createStaffOverHttp, signIn, type StaffAccount } from '../support/staff'
import { STAFF } from '../support/testServer'

const baseURL = inject('baseURL')

let admin = ''
let editor: StaffAccount
let original: Record<string, unknown>

const page = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`)
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
}

/** The page's text without its tags, whitespace collapsed: what a reader reads. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Tags inside a line of text, as in 'documents: <strong>6 months</strong>.'
    .replace(/<\/?(?:a|strong|span|em|b)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

async function saveSettings(token: string, data: Record<string, unknown>) {
  const response = await fetch(`${baseURL}/api/globals/site-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(token) },
    body: JSON.stringify(data),
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  admin = await signIn(baseURL, STAFF)
  editor = await createStaffOverHttp(baseURL, admin, 'editor')
  original = (await (await fetch(`${baseURL}/api/globals/site-settings?depth=0`, { headers: auth(admin) })).json()) as Record<string, unknown>
})

afterAll(async () => {
  const keep = ['privacy_notice', 'dpo_name', 'dpo_email', 'retention_rejected_application_months', 'retention_accepted_application_months', 'retention_answered_inquiry_months', 'retention_rejected_alumni_months']
  await saveSettings(admin, Object.fromEntries(keep.map((name) => [name, original[name]])))
})

describe('/privacy', () => {
  it('shows the notice, the data protection officer and the four retention periods of the settings, with its own head', async () => {
    const { status, html } = await page('/privacy')
    expect(status).toBe(200)
    const text = textOf(html)
    expect(html).toMatch(/<h1[^>]*>Privacy Notice<\/h1>/)
    expect(text).toContain(PRIVACY.purposes)
    expect(text).toContain('Data Protection Authority of Sri Lanka')
    expect(text).toContain(PRIVACY.dpo_name)
    expect(html).toContain(`href="mailto:${PRIVACY.dpo_email}"`)
    expect(text).toContain('Applications that are not accepted, with their documents: 6 months after the decision.')
    expect(text).toContain('Accepted applications, with their documents: 24 months after the decision.')
    expect(text).toContain('Inquiries: 12 months after we answer them.')
    expect(text).toContain('Alumni registrations that are not accepted: 6 months after the decision.')
    expect(html).toContain(`<title>Privacy Notice | ${CAMPUS.name}</title>`)
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/privacy"/)
    expect(html).toMatch(/<meta name="description" content="How [^"]+ Personal Data Protection Act\."/)
  })

  it("states an administrator's new periods within a second of the save: the cached page is expired", async () => {
    await page('/privacy')
    expect((await page('/privacy')).cache).toBe('HIT')
    await saveSettings(admin, {
      retention_rejected_application_months: 3,
      retention_accepted_application_months: 36,
      retention_answered_inquiry_months: 1,
      retention_rejected_alumni_months: 9,
    })
    const savedAt = Date.now()
    const shown = await withinASecond(savedAt, async () => textOf((await page('/privacy')).html).includes('Inquiries: 1 month after we answer them.'))
    expect(shown).toBeLessThan(1000)
    const text = textOf((await page('/privacy')).html)
    expect(text).toContain('Applications that are not accepted, with their documents: 3 months after the decision.')
    expect(text).toContain('Accepted applications, with their documents: 36 months after the decision.')
    expect(text).toContain('Alumni registrations that are not accepted: 9 months after the decision.')
  })

  it("shows an editor's new notice text and officer within a second of the save", async () => {
    const words = 'Revised by the editors: we keep your data on servers in Sri Lanka.'
    await page('/privacy')
    expect((await page('/privacy')).cache).toBe('HIT')
    await saveSettings(editor.token, { privacy_notice: richText(words), dpo_name: 'Mr. Kasun Perera, Privacy Officer', dpo_email: 'privacy.officer@campus-test.example' })
    const savedAt = Date.now()
    const shown = await withinASecond(savedAt, async () => (await page('/privacy')).html.includes(words))
    expect(shown).toBeLessThan(1000)
    const { html } = await page('/privacy')
    expect(html).not.toContain(PRIVACY.purposes)
    expect(html).toContain('Mr. Kasun Perera, Privacy Officer')
    expect(html).toContain('href="mailto:privacy.officer@campus-test.example"')
  })

  it('is in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    expect(sitemap).toMatch(/<loc>[^<]*\/privacy<\/loc>/)
  })
})

describe('the link to the privacy notice', () => {
  it.each(['/', '/about-us', '/contact-us'])('is in the footer of %s', async (path) => {
    const { html } = await page(path)
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
    expect(footer).toMatch(/<a href="\/privacy"[^>]*>Privacy notice<\/a>/)
  })

  const FORMS: [string, FormPurpose][] = [
    ['/degree-registration-apply', 'application'],
    ['/degree-registration', 'application'],
    [`/degree-registration?id=${APPLIED_ACCOUNTING.id}&name=${encodeURIComponent(APPLIED_ACCOUNTING.program_name)}`, 'application'],
    ['/alumni-registration', 'alumni'],
    ['/contact-us', 'inquiry'],
  ]

  it.each(FORMS)('is on %s, with the sentence on why the %s form asks, just before its submit button', async (path, form) => {
    const { status, html } = await page(path)
    expect(status).toBe(200)
    const noteAt = html.indexOf(`data-privacy-note="${form}"`)
    expect(noteAt, 'the note is in the page').toBeGreaterThan(-1)
    const note = html.slice(noteAt, html.indexOf('</p>', noteAt))
    expect(textOf(`<p ${note}`)).toContain(FORM_PURPOSES[form])
    expect(note).toMatch(/<a href="\/privacy" target="_blank" rel="noopener"[^>]*>privacy notice<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/)
    // Nothing to fill in between the note and the submit button, and both inside the form.
    const formStart = html.lastIndexOf('<form', noteAt)
    const submitAt = html.indexOf('type="submit"', noteAt)
    expect(submitAt).toBeGreaterThan(noteAt)
    expect(html.indexOf('</form>', formStart)).toBeGreaterThan(submitAt)
    expect(html.slice(noteAt, submitAt)).not.toMatch(/<(input|select|textarea)\b/)
    // No box to tick: the only checkboxes are the form's own (none before this change).
    expect(html.slice(formStart, html.indexOf('</form>', formStart))).not.toMatch(/type="checkbox"[^>]*checked/)
  })
})

describe('the application status page', () => {
  it('tells applicants to write to the admissions mailbox for a copy of their data or its erasure, with the privacy notice', async () => {
    const { status, html } = await page('/application-status')
    expect(status).toBe(200)
    const at = html.indexOf('data-data-requests')
    expect(at).toBeGreaterThan(-1)
    const section = html.slice(at, html.indexOf('</section>', at))
    // The seed leaves the admissions mailbox empty: the contact e-mail stands in.
    expect(section).toContain(`href="mailto:${CONTACT.email}"`)
    expect(textOf(`<x ${section}`)).toContain(`To ask for a copy of the personal data we hold from your application, or for its erasure, write to ${CONTACT.email} with your reference number.`)
    expect(section).toMatch(/<a href="\/privacy"[^>]*>privacy notice<\/a>/)
  })

  it('names the admissions mailbox once administrators set one', async () => {
    await saveSettings(admin, { admissions_email: 'admissions.desk@campus-test.example' })
    try {
      const shown = await withinASecond(Date.now(), async () => (await page('/application-status')).html.includes('href="mailto:admissions.desk@campus-test.example"'))
      expect(shown).toBeLessThan(1000)
    } finally {
      await saveSettings(admin, { admissions_email: original.admissions_email ?? null })
    }
  })
})
