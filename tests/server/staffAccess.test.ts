/**
 * What each staff role may change and see, through the real server over REST
 * and GraphQL: the site settings that load script into every page, decide
 * where mail goes or how long personal data is kept are administrators' only
 * (every role against every such field: accessMatrix.test.ts), the live-chat
 * script comes only from an allowed origin, a retention period only in whole
 * months, and staff see only their own account.
 */
import path from 'node:path'

import { createClient } from '@libsql/client'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { RETENTION_MONTHS_MESSAGE } from '@/model/globals/SiteSettings/privacyTab'
import { RETENTION_SETTINGS } from '@/foundations/retentionPeriods'

import { auth, createStaffOverHttp, graphql, signIn, type StaffAccount } from '../support/staff'
import { STAFF, TEST_CHAT_ORIGIN } from '../support/testServer'

const baseURL = inject('baseURL')

type Settings = {
  live_chat_enabled?: boolean | null
  live_chat_script_url?: string | null
  notification_email?: string | null
  admissions_email?: string | null
  email?: string
  footer_tagline?: string
}

let admin = ''
let editor: StaffAccount
let alumniOffice: StaffAccount

beforeAll(async () => {
  admin = await signIn(baseURL, STAFF)
  editor = await createStaffOverHttp(baseURL, admin, 'editor')
  alumniOffice = await createStaffOverHttp(baseURL, admin, 'alumni')
})

async function settingsAsAdmin(): Promise<Settings> {
  return (await (await fetch(`${baseURL}/api/globals/site-settings`, { headers: auth(admin) })).json()) as Settings
}

async function saveSettings(token: string, data: Record<string, unknown>) {
  const response = await fetch(`${baseURL}/api/globals/site-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(token) },
    body: JSON.stringify(data),
  })
  return { status: response.status, body: (await response.json()) as { errors?: { message: string; data?: { errors?: { message: string; path: string }[] } }[] } }
}

/**
 * GraphQL asks for every required field of a global on each update: the
 * current values, with `changes` on top.
 */
async function graphqlSettingsUpdate(token: string, changes: Record<string, unknown>) {
  const current = (await settingsAsAdmin()) as Record<string, unknown>
  const required = [
    'campus_name',
    'campus_abbreviation',
    'parent_body_name',
    'product_name',
    'footer_tagline',
    'copyright_year',
    'email',
    ...Object.values(RETENTION_SETTINGS),
  ]
  const data = { ...Object.fromEntries(required.map((name) => [name, current[name]])), ...changes }
  return graphql(baseURL, 'mutation ($data: mutationSiteSettingInput!) { updateSiteSetting(data: $data) { footer_tagline } }', token, { data })
}

const CONTROLLED = {
  live_chat_enabled: true,
  live_chat_script_url: `${TEST_CHAT_ORIGIN}/an-editors-widget.js`,
  notification_email: 'somewhere.else@mail.example',
  admissions_email: 'somewhere.else@mail.example',
  email: 'somewhere.else@mail.example',
}

describe('site settings that load script or direct mail', () => {
  it('are not changed by an editor over REST, who still edits the rest of the settings', async () => {
    const before = await settingsAsAdmin()
    for (const staff of [editor, alumniOffice]) {
      const tagline = `Edited by the ${staff.role} role over REST`
      const { status } = await saveSettings(staff.token, { ...CONTROLLED, footer_tagline: tagline })
      expect(status).toBe(200)
      const after = await settingsAsAdmin()
      expect(after.footer_tagline).toBe(tagline)
      expect(after.live_chat_enabled).toBe(before.live_chat_enabled)
      expect(after.live_chat_script_url ?? null).toBe(before.live_chat_script_url ?? null)
      expect(after.notification_email ?? null).toBe(before.notification_email ?? null)
      expect(after.admissions_email ?? null).toBe(before.admissions_email ?? null)
      expect(after.email).toBe(before.email)
    }
  })

  it('are not changed by an editor over GraphQL', async () => {
    const before = await settingsAsAdmin()
    // Values of its own, so that this test stands even if the REST one let an editor through.
    const reply = await graphqlSettingsUpdate(editor.token, {
      live_chat_enabled: !before.live_chat_enabled,
      live_chat_script_url: `${TEST_CHAT_ORIGIN}/a-graphql-widget.js`,
      notification_email: 'over.graphql@mail.example',
      admissions_email: 'over.graphql@mail.example',
      email: 'over.graphql@mail.example',
      footer_tagline: 'Edited over GraphQL',
    })
    expect(reply.errors).toBeUndefined()
    const after = await settingsAsAdmin()
    expect(after.footer_tagline).toBe('Edited over GraphQL')
    expect(after.live_chat_enabled).toBe(before.live_chat_enabled)
    expect(after.live_chat_script_url ?? null).toBe(before.live_chat_script_url ?? null)
    expect(after.notification_email ?? null).toBe(before.notification_email ?? null)
    expect(after.admissions_email ?? null).toBe(before.admissions_email ?? null)
    expect(after.email).toBe(before.email)
  })

  it('are changed by an administrator, over REST and GraphQL', async () => {
    const original = await settingsAsAdmin()
    const { status } = await saveSettings(admin, CONTROLLED)
    expect(status).toBe(200)
    expect(await settingsAsAdmin()).toMatchObject(CONTROLLED)

    const reply = await graphqlSettingsUpdate(admin, {
      live_chat_enabled: false,
      notification_email: original.notification_email ?? null,
      admissions_email: original.admissions_email ?? null,
      email: original.email,
    })
    expect(reply.errors).toBeUndefined()
    const restored = await settingsAsAdmin()
    expect(restored).toMatchObject({ live_chat_enabled: false, email: original.email })
    expect(restored.notification_email ?? null).toBe(original.notification_email ?? null)
    expect(restored.admissions_email ?? null).toBe(original.admissions_email ?? null)
  })

  it('refuses a chat script from an origin outside LIVE_CHAT_ORIGINS, naming the allowed ones', async () => {
    for (const url of ['https://chat.elsewhere.example/widget.js', 'http://chat.campus-test.example/widget.js', 'javascript:alert(1)']) {
      const { status, body } = await saveSettings(admin, { live_chat_enabled: true, live_chat_script_url: url })
      expect(status).toBe(400)
      const fieldError = body.errors?.[0]?.data?.errors?.find((error) => error.path === 'live_chat_script_url')
      expect(fieldError?.message).toBe(`The widget script must be an https address on one of the allowed origins: ${TEST_CHAT_ORIGIN}.`)
    }
    expect((await settingsAsAdmin()).live_chat_script_url).not.toMatch(/elsewhere|http:|javascript/)
  })

  it('refuse a retention period that is not a whole number of months from 1 to 120, naming it and changing nothing', async () => {
    const before = (await settingsAsAdmin()) as Record<string, unknown>
    const labels: Record<string, string> = {
      retention_rejected_application_months: 'Applications not accepted',
      retention_accepted_application_months: 'Accepted applications',
      retention_answered_inquiry_months: 'Answered inquiries',
      retention_rejected_alumni_months: 'Alumni registrations not accepted',
    }
    expect(Object.keys(labels).sort()).toEqual(Object.values(RETENTION_SETTINGS).sort())
    for (const [field, label] of Object.entries(labels)) {
      for (const value of [0, 121, 6.5, -3, null, 'twelve']) {
        const { status, body } = await saveSettings(admin, { [field]: value, footer_tagline: 'Saved with a bad retention period' })
        expect({ field, value, status }).toEqual({ field, value, status: 400 })
        expect(body.errors?.[0]?.message).toBe(`The following field is invalid: Privacy and retention > How long personal data is kept (months) > ${label}`)
      }
    }
    // The rule itself, which the back office shows at the field (tests/integration/siteSettings.test.ts checks it is the field's error).
    expect(RETENTION_MONTHS_MESSAGE).toBe('Enter a whole number of months from 1 to 120.')
    const after = (await settingsAsAdmin()) as Record<string, unknown>
    expect(after.footer_tagline).toBe(before.footer_tagline)
    for (const field of Object.values(RETENTION_SETTINGS)) expect(after[field]).toBe(before[field])
  })

  it('loads the chat script on the pages only from an allowed origin, whatever the database holds', async () => {
    const allowed = `${TEST_CHAT_ORIGIN}/widget-allowed.js`
    expect((await saveSettings(admin, { live_chat_enabled: true, live_chat_script_url: allowed })).status).toBe(200)
    expect(await (await fetch(`${baseURL}/`)).text()).toContain(allowed)

    // Written straight into the database, past every check, then any save expires the cached settings.
    const planted = 'https://planted.elsewhere.example/widget.js'
    const db = createClient({ url: `file:${path.join(inject('serverEnv').DATA_DIR as string, 'campus.db')}` })
    await db.execute({ sql: 'UPDATE site_settings SET live_chat_script_url = ?', args: [planted] })
    db.close()
    expect((await saveSettings(editor.token, { footer_tagline: 'Saved after the planted address' })).status).toBe(200)
    const page = await (await fetch(`${baseURL}/`)).text()
    expect(page).toContain('Saved after the planted address')
    expect(page).not.toContain('planted.elsewhere.example')

    expect((await saveSettings(admin, { live_chat_enabled: false, live_chat_script_url: '' })).status).toBe(200)
  })
})

describe('staff accounts', () => {
  it('are listed whole only to administrators over REST; other staff see their own account', async () => {
    for (const staff of [editor, alumniOffice]) {
      const list = (await (await fetch(`${baseURL}/api/users?limit=100`, { headers: auth(staff.token) })).json()) as {
        docs: { id: number; email: string }[]
        totalDocs: number
      }
      expect(list.docs.map((doc) => doc.email)).toEqual([staff.email])
      expect(list.totalDocs).toBe(1)
      const other = await fetch(`${baseURL}/api/users/${editor.id === staff.id ? alumniOffice.id : editor.id}`, { headers: auth(staff.token) })
      expect([403, 404]).toContain(other.status)
    }
    const all = (await (await fetch(`${baseURL}/api/users?limit=100`, { headers: auth(admin) })).json()) as { docs: { email: string }[] }
    expect(all.docs.map((doc) => doc.email)).toEqual(expect.arrayContaining([STAFF.email, editor.email, alumniOffice.email]))
  })

  it('are listed whole only to administrators over GraphQL', async () => {
    const query = '{ Users(limit: 100) { totalDocs docs { email role } } }'
    const asEditor = await graphql<{ Users: { totalDocs: number; docs: { email: string }[] } }>(baseURL, query, editor.token)
    expect(asEditor.data?.Users.docs.map((doc) => doc.email)).toEqual([editor.email])
    const asAdmin = await graphql<{ Users: { totalDocs: number; docs: { email: string }[] } }>(baseURL, query, admin)
    expect(asAdmin.data?.Users.docs.map((doc) => doc.email)).toEqual(expect.arrayContaining([STAFF.email, editor.email, alumniOffice.email]))
  })

  it('cannot be made administrators by their owners, over REST or GraphQL', async () => {
    const rest = await fetch(`${baseURL}/api/users/${editor.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(editor.token) },
      body: JSON.stringify({ role: 'admin', name: 'Still an editor' }),
    })
    expect(rest.status).toBe(200)
    await graphql(baseURL, `mutation { updateUser(id: ${editor.id}, data: { role: admin }) { role } }`, editor.token)
    const stored = (await (await fetch(`${baseURL}/api/users/${editor.id}`, { headers: auth(admin) })).json()) as { role: string; name: string }
    expect(stored).toMatchObject({ role: 'editor', name: 'Still an editor' })
  })
})

describe("GraphQL's Access query", () => {
  it('tells a visitor who is not signed in that they may not use the back office, instead of failing', async () => {
    const anonymous = await graphql<{ Access: { canAccessAdmin: boolean } }>(baseURL, '{ Access { canAccessAdmin } }')
    expect(anonymous).toEqual({ data: { Access: { canAccessAdmin: false } } })
  })

  it('tells a staff member that they may', async () => {
    expect(await graphql<{ Access: { canAccessAdmin: boolean } }>(baseURL, '{ Access { canAccessAdmin } }', editor.token)).toEqual({ data: { Access: { canAccessAdmin: true } } })
  })
})
