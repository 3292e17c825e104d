/**
 * Who may read and write what, through the real server: every collection and
 * global, upload files and the site's own routes, for anonymous visitors and
 * each staff role, over REST and GraphQL, against the table below. A new
 * collection or global without a row in the table fails the first test.
 *
 * Denied means 401 or 403 (GraphQL: an error with that status). Allowed means
 * anything else below 500: a write of empty data may be refused as invalid
 * (400), an update or delete of a record that does not exist answers 404.
 * Whatever a test creates, it deletes.
 */
import { formatNames, type CollectionConfig, type Field, type GlobalConfig } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { adminOnlyField, STAFF_ROLE_VALUES, type StaffRole } from '@/services/access'
import { collections } from '@/model/collections'
import { globals } from '@/model/globals'
import { hasDrafts } from '@/records/publishing/versions'

import { auth, createStaffOverHttp, graphql, signIn, type GraphQLReply } from '../support/staff'
import { STAFF, TEST_CHAT_ORIGIN } from '../support/testServer'

const baseURL = inject('baseURL')

type Who = 'anonymous' | StaffRole
type Operation = 'read' | 'create' | 'update' | 'delete'
type Rule = Record<Operation, Who[]>

// Every role of src/services/access: a new role is tried against each row at once.
const ALL_STAFF: Who[] = [...STAFF_ROLE_VALUES]
const EVERYONE: Who[] = ['anonymous', ...ALL_STAFF]
/** The roles that are not administrators. */
const OTHER_STAFF = STAFF_ROLE_VALUES.filter((role) => role !== 'admin')
const NOBODY: Who[] = []
const PUBLIC_CONTENT: Rule = { read: EVERYONE, create: ALL_STAFF, update: ALL_STAFF, delete: ALL_STAFF }
const submissions = (...roles: Who[]): Rule => ({ read: roles, create: NOBODY, update: roles, delete: roles })

/** The expected table: one row per collection of src/model/collections. */
const COLLECTIONS: Record<string, Rule> = {
  'slider-images': PUBLIC_CONTENT,
  partners: PUBLIC_CONTENT,
  'home-albums': PUBLIC_CONTENT,
  'leadership-messages': PUBLIC_CONTENT,
  'council-members': PUBLIC_CONTENT,
  'management-members': PUBLIC_CONTENT,
  'studies-members': PUBLIC_CONTENT,
  departments: PUBLIC_CONTENT,
  degrees: PUBLIC_CONTENT,
  programmes: PUBLIC_CONTENT,
  'loan-schemes': PUBLIC_CONTENT,
  'career-guidance': PUBLIC_CONTENT,
  'cqa-items': PUBLIC_CONTENT,
  'service-links': PUBLIC_CONTENT,
  counsellors: PUBLIC_CONTENT,
  'research-items': PUBLIC_CONTENT,
  publications: PUBLIC_CONTENT,
  internships: PUBLIC_CONTENT,
  clubs: PUBLIC_CONTENT,
  'student-events': PUBLIC_CONTENT,
  sports: PUBLIC_CONTENT,
  'gallery-albums': PUBLIC_CONTENT,
  'video-albums': PUBLIC_CONTENT,
  news: PUBLIC_CONTENT,
  'alumni-news': PUBLIC_CONTENT,
  'alumni-albums': PUBLIC_CONTENT,
  'alumni-directory': PUBLIC_CONTENT,
  'degree-program-names': PUBLIC_CONTENT,
  'alumni-intakes': PUBLIC_CONTENT,
  flyers: PUBLIC_CONTENT,
  jobs: PUBLIC_CONTENT,
  'training-partners': PUBLIC_CONTENT,
  'training-documents': PUBLIC_CONTENT,
  media: PUBLIC_CONTENT,
  documents: PUBLIC_CONTENT,
  videos: PUBLIC_CONTENT,
  'degree-applications': submissions('admin', 'admissions'),
  'alumni-registrations': submissions('admin', 'alumni'),
  inquiries: submissions('admin', 'admissions'),
  // Other staff read only their own account (the list is checked below); the
  // update tried here is of another account.
  users: { read: ALL_STAFF, create: ['admin'], update: ['admin'], delete: ['admin'] },
  // Written only by the site's own code; nobody changes or deletes an entry (tests/integration/auditLog.test.ts).
  'audit-log': { read: ['admin'], create: NOBODY, update: NOBODY, delete: NOBODY },
  'mail-outbox': { read: ['admin'], create: NOBODY, update: NOBODY, delete: NOBODY },
}

/**
 * Payload's own collections: document locks, and each staff member's admin
 * preferences. Preferences are written over REST by key, one's own only; over
 * GraphQL by id, and the record tried there is nobody's, so it is refused.
 */
const PAYLOAD_COLLECTIONS: Record<string, Rule & { graphql?: Partial<Rule> }> = {
  'payload-preferences': { read: ALL_STAFF, create: ALL_STAFF, update: ALL_STAFF, delete: ALL_STAFF, graphql: { update: NOBODY, delete: NOBODY } },
  'payload-locked-documents': { read: ALL_STAFF, create: ALL_STAFF, update: ALL_STAFF, delete: ALL_STAFF },
  // The jobs queue (src/model/jobs): only the job system itself, straight to the database.
  'payload-jobs': { read: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
}
/** Payload's collections with no API at all. */
const WITHOUT_API = ['payload-migrations']

const PUBLIC_GLOBAL = { read: EVERYONE, update: ALL_STAFF }
const GLOBALS: Record<string, { read: Who[]; update: Who[] }> = {
  'welcome-section': PUBLIC_GLOBAL,
  'popup-image': PUBLIC_GLOBAL,
  history: PUBLIC_GLOBAL,
  'vision-mission': PUBLIC_GLOBAL,
  'cqa-description': PUBLIC_GLOBAL,
  'alumni-overview': PUBLIC_GLOBAL,
  'career-header': PUBLIC_GLOBAL,
  'contact-info': PUBLIC_GLOBAL,
  // Editors save it; the fields of ADMIN_ONLY_SETTINGS below are administrators' only.
  'site-settings': PUBLIC_GLOBAL,
}

/** Payload's own globals: the jobs' schedule bookkeeping, written by the job system alone (src/model/jobs). */
const PAYLOAD_GLOBALS: Record<string, { read: Who[]; update: Who[] }> = {
  'payload-jobs-stats': { read: NOBODY, update: NOBODY },
}

/**
 * The site settings' fields that only administrators change (adminOnlyField):
 * a value to save in each. Other roles may save the settings, but these
 * values are dropped. A new administrators' field without a row here fails
 * the table's check below.
 */
const ADMIN_ONLY_SETTINGS: Record<string, unknown> = {
  // Where notices of new submissions go, and where applicants send documents.
  email: 'matrix.contact@campus-test.example',
  admissions_email: 'matrix.admissions@campus-test.example',
  notification_email: 'matrix.notices@campus-test.example',
  // Script on every page.
  live_chat_enabled: true,
  live_chat_script_url: `${TEST_CHAT_ORIGIN}/matrix-widget.js`,
  // What an applicant is charged, and the account a deposit goes to.
  application_fee: 1,
  fee_bank: { bank: 'Matrix Bank', branch: 'Matrix Branch', account_name: 'Matrix Account', account_type: 'Savings account', account_number: '0000 0001' },
  // How long applicants' personal data is kept (the privacy notice states them, the retention run applies them).
  retention_rejected_application_months: 7,
  retention_accepted_application_months: 30,
  retention_answered_inquiry_months: 11,
  retention_rejected_alumni_months: 5,
}

/** The names of a config's fields whose update is administrators' only, however deep in tabs, rows and collapsibles. */
function adminOnlyFieldNames(fields: Field[]): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => adminOnlyFieldNames(tab.fields))
    if (field.type === 'row' || field.type === 'collapsible') return adminOnlyFieldNames(field.fields)
    if ('name' in field && 'access' in field && field.access?.update === adminOnlyField.update) return [field.name]
    return []
  })
}

const MISSING_ID = 999_999_999
const PRINCIPALS: Who[] = EVERYONE
const tokens: Partial<Record<Who, string>> = {}
/** An existing record per collection to update; MISSING_ID where there is none. */
const existing: Record<string, number> = {}
let admin = ''

const allowedVerdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied')

function restVerdict(status: number): 'allowed' | 'denied' | `error ${number}` {
  if (status === 401 || status === 403) return 'denied'
  return status >= 500 ? `error ${status}` : 'allowed'
}

function graphqlVerdict(reply: GraphQLReply, alias: string): 'allowed' | 'denied' | `error ${string}` {
  const error = reply.errors?.find((entry) => entry.path?.[0] === alias)
  if (!error) return reply.data && alias in reply.data ? 'allowed' : `error ${JSON.stringify(reply.errors?.[0]?.message)}`
  const status = Number(error.extensions?.statusCode)
  if (status === 401 || status === 403) return 'denied'
  return status >= 500 || !status ? `error ${status || error.message}` : 'allowed'
}

/** The GraphQL names Payload gives a collection or global. */
function graphqlNames(slug: string) {
  const { singular, plural } = formatNames(slug)
  return { singular, plural: singular === plural ? `all${singular}` : plural }
}

/** Payload's spelling of a select value as a GraphQL enum value. */
const enumName = (value: string) => {
  const name = value.replace(/[.\-/+,()'[\]]/g, '_').replace(/ /g, '')
  return /^\d/.test(name) ? `_${name}` : name
}

/** Made-up values for every required field: enough for GraphQL to accept the mutation. */
function requiredInput(fields: Field[]): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') Object.assign(data, requiredInput(field.fields))
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) data[tab.name] = requiredInput(tab.fields)
        else Object.assign(data, requiredInput(tab.fields))
      }
    } else if (field.type === 'group' && 'name' in field) data[field.name] = requiredInput(field.fields)
    else if ('name' in field && 'required' in field && field.required && !field.admin?.condition && !field.access?.read) {
      data[field.name] = sampleValue(field)
    }
  }
  return data
}

function sampleValue(field: Field): unknown {
  const many = (value: unknown) => ('hasMany' in field && field.hasMany ? [value] : value)
  switch (field.type) {
    case 'email':
      return 'matrix@campus.example'
    case 'number':
      return many(1)
    case 'checkbox':
      return false
    case 'date':
      return '2026-01-01T00:00:00.000Z'
    case 'select':
    case 'radio': {
      const [first] = field.options
      return many(enumName(typeof first === 'string' ? first : (first?.value ?? '')))
    }
    case 'relationship':
    case 'upload':
      return Array.isArray(field.relationTo) ? many({ relationTo: field.relationTo[0], value: 1 }) : many(1)
    case 'array':
      return [requiredInput(field.fields)]
    case 'richText':
    case 'json':
      return {}
    default:
      return 'Access matrix'
  }
}

/** A global's required fields with their current values: GraphQL asks for them on every update. */
async function currentRequiredValues(global: GlobalConfig): Promise<Record<string, unknown>> {
  const current = (await (await fetch(`${baseURL}/api/globals/${global.slug}?depth=0`, { headers: auth(admin) })).json()) as Record<string, unknown>
  return Object.fromEntries(Object.keys(requiredInput(global.fields)).map((name) => [name, current[name]]))
}

/** Deleted by whoever made it: some records (preferences) are seen only by their owner. */
async function cleanUp(slug: string, id: unknown, token: string | undefined) {
  const response = await fetch(`${baseURL}/api/${slug}/${String(id)}`, { method: 'DELETE', headers: auth(token) })
  expect(response.status, `clean-up of ${slug} ${String(id)}`).toBe(200)
}

beforeAll(async () => {
  admin = await signIn(baseURL, STAFF)
  tokens.admin = admin
  for (const role of OTHER_STAFF) tokens[role] = (await createStaffOverHttp(baseURL, admin, role)).token
  for (const slug of [...Object.keys(COLLECTIONS), ...Object.keys(PAYLOAD_COLLECTIONS)]) {
    const list = (await (await fetch(`${baseURL}/api/${slug}?limit=1&depth=0&sort=id`, { headers: auth(admin) })).json()) as {
      docs: { id: number }[]
    }
    existing[slug] = list.docs?.[0]?.id ?? MISSING_ID
  }
}, 120_000)

describe('the access matrix', () => {
  it('has a row for every collection and global, Payload’s own included', async () => {
    expect(Object.keys(COLLECTIONS).sort()).toEqual(collections.map((collection) => collection.slug).sort())
    expect(Object.keys(GLOBALS).sort()).toEqual(globals.map((global) => global.slug).sort())
    const served = (await (await fetch(`${baseURL}/api/access`, { headers: auth(admin) })).json()) as {
      collections: Record<string, unknown>
      globals: Record<string, unknown>
    }
    // Payload lists only what the account may read: what nobody reads is checked in the tests below.
    const readByAdmin = (rules: Record<string, { read: Who[] }>) => Object.keys(rules).filter((slug) => rules[slug]!.read.includes('admin'))
    expect(Object.keys(served.collections).sort()).toEqual([...readByAdmin(COLLECTIONS), ...readByAdmin(PAYLOAD_COLLECTIONS), ...WITHOUT_API].sort())
    expect(Object.keys(served.globals).sort()).toEqual([...readByAdmin(GLOBALS), ...readByAdmin(PAYLOAD_GLOBALS)].sort())
  })

  it.each(PRINCIPALS)('holds over REST for %s', async (who) => {
    const headers = { 'Content-Type': 'application/json', ...auth(tokens[who]) }
    const mismatches: string[] = []
    const check = (what: string, expected: boolean, status: number) => {
      const verdict = restVerdict(status)
      if (verdict !== allowedVerdict(expected)) mismatches.push(`${what}: expected ${allowedVerdict(expected)}, got ${status}`)
    }
    for (const [slug, rule] of Object.entries({ ...COLLECTIONS, ...PAYLOAD_COLLECTIONS })) {
      if (slug === 'payload-preferences') {
        await checkPreferencesOverRest(who, rule, check)
        continue
      }
      const read = await fetch(`${baseURL}/api/${slug}?limit=1&depth=0`, { headers })
      check(`read ${slug}`, rule.read.includes(who), read.status)
      const create = await fetch(`${baseURL}/api/${slug}`, { method: 'POST', headers, body: '{}' })
      check(`create ${slug}`, rule.create.includes(who), create.status)
      if (create.status === 201) await cleanUp(slug, ((await create.json()) as { doc: { id: number } }).doc.id, tokens[who])
      // For users, the administrator's account: another staff member's for everyone else.
      const update = await fetch(`${baseURL}/api/${slug}/${existing[slug]}`, { method: 'PATCH', headers, body: '{}' })
      check(`update ${slug}`, rule.update.includes(who), update.status)
      const remove = await fetch(`${baseURL}/api/${slug}/${MISSING_ID}`, { method: 'DELETE', headers })
      check(`delete ${slug}`, rule.delete.includes(who), remove.status)
    }
    for (const slug of WITHOUT_API) {
      const status = (await fetch(`${baseURL}/api/${slug}`, { headers })).status
      if (status < 400) mismatches.push(`read ${slug}: expected no API, got ${status}`)
    }
    for (const [slug, rule] of Object.entries({ ...GLOBALS, ...PAYLOAD_GLOBALS })) {
      check(`read global ${slug}`, rule.read.includes(who), (await fetch(`${baseURL}/api/globals/${slug}?depth=0`, { headers })).status)
      const update = await fetch(`${baseURL}/api/globals/${slug}`, { method: 'POST', headers, body: '{}' })
      check(`update global ${slug}`, rule.update.includes(who), update.status)
    }
    expect(mismatches).toEqual([])
  }, 120_000)

  it.each(PRINCIPALS)('lets only staff read the history of content with drafts, over REST, for %s', async (who) => {
    const headers = auth(tokens[who])
    const mismatches: string[] = []
    const staff = who !== 'anonymous'
    for (const collection of collections.filter(hasDrafts)) {
      const status = (await fetch(`${baseURL}/api/${collection.slug}/versions?limit=1&depth=0`, { headers })).status
      if (restVerdict(status) !== allowedVerdict(staff)) mismatches.push(`versions of ${collection.slug}: expected ${allowedVerdict(staff)}, got ${status}`)
    }
    for (const global of globals.filter(hasDrafts)) {
      const status = (await fetch(`${baseURL}/api/globals/${global.slug}/versions?limit=1&depth=0`, { headers })).status
      if (restVerdict(status) !== allowedVerdict(staff)) mismatches.push(`versions of global ${global.slug}: expected ${allowedVerdict(staff)}, got ${status}`)
    }
    expect(mismatches).toEqual([])
  }, 120_000)

  it.each(PRINCIPALS)('refuses the history of what keeps none with 401 or 403, never a 500, over REST, for %s', async (who) => {
    const headers = auth(tokens[who])
    const mismatches: string[] = []
    const addresses = [
      ...collections.filter((collection) => !hasDrafts(collection)).map((collection) => `/api/${collection.slug}/versions`),
      // Preferences are read by key: `/api/payload-preferences/versions` is one's own preference named "versions".
      ...Object.keys(PAYLOAD_COLLECTIONS)
        .filter((slug) => slug !== 'payload-preferences')
        .map((slug) => `/api/${slug}/versions`),
      ...globals.filter((global) => !hasDrafts(global)).map((global) => `/api/globals/${global.slug}/versions`),
      ...Object.keys(PAYLOAD_GLOBALS).map((slug) => `/api/globals/${slug}/versions`),
    ]
    expect(addresses).toContain('/api/degree-applications/versions')
    for (const address of addresses) {
      const response = await fetch(`${baseURL}${address}?limit=1&depth=0`, { headers })
      await response.arrayBuffer()
      if (restVerdict(response.status) !== 'denied') mismatches.push(`${address}: expected denied, got ${response.status}`)
    }
    expect(mismatches).toEqual([])
  }, 120_000)

  /** Preferences over REST, as the back office keeps them: by key, each staff member their own. */
  async function checkPreferencesOverRest(who: Who, rule: Rule, check: (what: string, expected: boolean, status: number) => void) {
    const headers = { 'Content-Type': 'application/json', ...auth(tokens[who]) }
    const url = `${baseURL}/api/payload-preferences/access-matrix-probe`
    check('read payload-preferences', rule.read.includes(who), (await fetch(`${baseURL}/api/payload-preferences?limit=1`, { headers })).status)
    const body = JSON.stringify({ value: { probe: who } })
    check('create payload-preferences', rule.create.includes(who), (await fetch(url, { method: 'POST', headers, body })).status)
    check('update payload-preferences', rule.update.includes(who), (await fetch(url, { method: 'POST', headers, body })).status)
    check('delete payload-preferences', rule.delete.includes(who), (await fetch(url, { method: 'DELETE', headers })).status)
  }

  it.each(PRINCIPALS)('holds over GraphQL for %s', async (who) => {
    const token = tokens[who]
    const mismatches: string[] = []
    const check = (what: string, expected: boolean, reply: GraphQLReply, alias: string) => {
      const verdict = graphqlVerdict(reply, alias)
      if (verdict !== allowedVerdict(expected)) mismatches.push(`${what}: expected ${allowedVerdict(expected)}, got ${verdict}`)
    }
    const rows = Object.entries({ ...COLLECTIONS, ...PAYLOAD_COLLECTIONS }).map(([slug, rule], index) => ({
      slug,
      rule: { ...rule, ...('graphql' in rule ? rule.graphql : {}) } as Rule,
      alias: `c${index}`,
      ...graphqlNames(slug),
    }))

    const read = await graphql(baseURL, `{ ${rows.map((row) => `${row.alias}: ${row.plural}(limit: 1) { docs { id } }`).join('\n')} }`, token)
    for (const row of rows) check(`read ${row.slug}`, row.rule.read.includes(who), read, row.alias)

    // Payload's own collections are left out here: their required fields are Payload's business.
    const creatable = rows.filter((row) => row.slug in COLLECTIONS)
    const configs = new Map<string, CollectionConfig>(collections.map((collection) => [collection.slug, collection]))
    const variables = Object.fromEntries(
      creatable.map((row) => {
        const config = configs.get(row.slug) as CollectionConfig
        const data = requiredInput(config.fields)
        return [row.alias, config.auth ? { ...data, email: `matrix.${who}@campus.example`, password: 'an-access-matrix-password' } : data]
      }),
    )
    const create = await graphql(
      baseURL,
      `mutation (${creatable.map((row) => `$${row.alias}: mutation${row.singular}Input!`).join(', ')}) {
        ${creatable.map((row) => `${row.alias}: create${row.singular}(data: $${row.alias}) { id }`).join('\n')}
      }`,
      token,
      variables,
    )
    for (const row of creatable) {
      check(`create ${row.slug}`, row.rule.create.includes(who), create, row.alias)
      const made = create.data?.[row.alias] as { id: number } | null | undefined
      if (made?.id) await cleanUp(row.slug, made.id, token)
    }

    const update = await graphql(
      baseURL,
      `mutation { ${rows
        .map((row) => `${row.alias}: update${row.singular}(id: ${existing[row.slug]}, data: {}) { id }`)
        .join('\n')} }`,
      token,
    )
    for (const row of rows) check(`update ${row.slug}`, row.rule.update.includes(who), update, row.alias)

    const remove = await graphql(
      baseURL,
      `mutation { ${rows.map((row) => `${row.alias}: delete${row.singular}(id: ${MISSING_ID}) { id }`).join('\n')} }`,
      token,
    )
    for (const row of rows) check(`delete ${row.slug}`, row.rule.delete.includes(who), remove, row.alias)

    const globalRows = globals.map((global, index) => ({ global, alias: `g${index}`, name: formatNames(global.slug).singular }))
    const globalRead = await graphql(baseURL, `{ ${globalRows.map((row) => `${row.alias}: ${row.name} { updatedAt }`).join('\n')} }`, token)
    const globalVariables = Object.fromEntries(
      await Promise.all(globalRows.map(async (row) => [row.alias, await currentRequiredValues(row.global)] as const)),
    )
    const globalUpdate = await graphql(
      baseURL,
      `mutation (${globalRows.map((row) => `$${row.alias}: mutation${row.name}Input!`).join(', ')}) {
        ${globalRows.map((row) => `${row.alias}: update${row.name}(data: $${row.alias}) { updatedAt }`).join('\n')}
      }`,
      token,
      globalVariables,
    )
    for (const row of globalRows) {
      const rule = GLOBALS[row.global.slug] as { read: Who[]; update: Who[] }
      check(`read global ${row.global.slug}`, rule.read.includes(who), globalRead, row.alias)
      check(`update global ${row.global.slug}`, rule.update.includes(who), globalUpdate, row.alias)
    }
    expect(mismatches).toEqual([])
  }, 120_000)
})

describe('the site settings only administrators change', () => {
  const settingsConfig = () => globals.find((global) => global.slug === 'site-settings') as GlobalConfig
  const readSettings = async () =>
    (await (await fetch(`${baseURL}/api/globals/site-settings?depth=0`, { headers: auth(admin) })).json()) as Record<string, unknown>
  const pick = (settings: Record<string, unknown>) => Object.fromEntries(Object.keys(ADMIN_ONLY_SETTINGS).map((name) => [name, settings[name] ?? null]))
  let stored: Record<string, unknown> = {}

  beforeAll(async () => {
    stored = pick(await readSettings())
  })

  // Whatever a test changed, the settings go back as they were.
  const restore = async () => {
    const response = await fetch(`${baseURL}/api/globals/site-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(admin) },
      body: JSON.stringify(stored),
    })
    expect(response.status).toBe(200)
  }

  it('has a row for every field of site settings that only administrators change', () => {
    expect(Object.keys(ADMIN_ONLY_SETTINGS).sort()).toEqual(adminOnlyFieldNames(settingsConfig().fields).sort())
  })

  it.each(EVERYONE.filter((who) => who !== 'anonymous'))('are changed over REST by %s only if an administrator', async (who) => {
    try {
      const response = await fetch(`${baseURL}/api/globals/site-settings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth(tokens[who]) },
        body: JSON.stringify(ADMIN_ONLY_SETTINGS),
      })
      expect(response.status).toBe(200)
      expect(pick(await readSettings())).toEqual(who === 'admin' ? ADMIN_ONLY_SETTINGS : stored)
    } finally {
      await restore()
    }
  })

  it.each(EVERYONE.filter((who) => who !== 'anonymous'))('are changed over GraphQL by %s only if an administrator', async (who) => {
    try {
      const data = { ...(await currentRequiredValues(settingsConfig())), ...ADMIN_ONLY_SETTINGS }
      const reply = await graphql(baseURL, 'mutation ($data: mutationSiteSettingInput!) { updateSiteSetting(data: $data) { updatedAt } }', tokens[who], { data })
      expect(reply.errors).toBeUndefined()
      expect(pick(await readSettings())).toEqual(who === 'admin' ? ADMIN_ONLY_SETTINGS : stored)
    } finally {
      await restore()
    }
  })
})

describe('files and routes', () => {
  /** Expected status per principal for each route. */
  const everyone200 = Object.fromEntries(PRINCIPALS.map((who) => [who, 200])) as Record<Who, number>

  it.each(['media', 'documents', 'videos'])('serves the files of the public upload collection %s to everyone', async (slug) => {
    const list = (await (await fetch(`${baseURL}/api/${slug}?limit=1&depth=0`)).json()) as { docs: { filename: string }[] }
    const filename = list.docs[0]?.filename
    expect(filename).toBeTruthy()
    for (const who of PRINCIPALS) {
      const response = await fetch(`${baseURL}/api/${slug}/file/${encodeURIComponent(filename as string)}`, { headers: auth(tokens[who]) })
      expect({ who, status: response.status }).toEqual({ who, status: everyone200[who] })
      await response.arrayBuffer()
    }
  })

  it('serves public documents by their site address to everyone', async () => {
    const { data } = (await (await fetch(`${baseURL}/v1/galleryAndNews/getCQA`)).json()) as { data: { files: string[] }[] }
    const url = data[0]?.files[0] as string
    for (const who of PRINCIPALS) {
      const response = await fetch(`${baseURL}${url}`, { headers: auth(tokens[who]) })
      expect({ who, status: response.status }).toEqual({ who, status: 200 })
      await response.arrayBuffer()
    }
  })

  it('serves applicants’ documents only to admissions officers and administrators, and 404 to everyone else', async () => {
    const list = (await (await fetch(`${baseURL}/api/degree-applications?limit=100&depth=0`, { headers: auth(admin) })).json()) as {
      docs: { id: number; documents?: { stored_name: string }[] }[]
    }
    const application = list.docs.find((doc) => (doc.documents ?? []).length > 0)
    const path = `/staff-documents/${application?.id}/${application?.documents?.[0]?.stored_name}`
    const expected: Record<Who, number> = { anonymous: 404, admin: 200, editor: 404, admissions: 200, alumni: 404 }
    for (const who of PRINCIPALS) {
      const response = await fetch(`${baseURL}${path}`, { headers: auth(tokens[who]) })
      expect({ who, status: response.status }).toEqual({ who, status: expected[who] })
      await response.arrayBuffer()
    }
  })

  it.each([
    ['degree-applications', ['admin', 'admissions']],
    ['alumni-registrations', ['admin', 'alumni']],
    ['inquiries', ['admin', 'admissions']],
  ] as const)('exports %s as CSV only to %j', async (slug, allowed) => {
    for (const who of PRINCIPALS) {
      const response = await fetch(`${baseURL}/api/${slug}/export`, { headers: auth(tokens[who]) })
      await response.arrayBuffer()
      expect({ who, verdict: restVerdict(response.status) }).toEqual({ who, verdict: allowedVerdict((allowed as readonly Who[]).includes(who)) })
    }
  })

  it('sends /preview to a path with characters beyond Latin-1, %-encoded, for everyone, where it answered 500; another host still gets the home page', async () => {
    const path = '/\u3002/\u0d9c\u0dd0\u0db1'
    for (const who of PRINCIPALS) {
      for (const [asked, expected] of [
        [path, encodeURI(path)],
        ['/%E3%80%82', '/%E3%80%82'],
        ['//evil.example/\u3002', '/'],
      ] as const) {
        const response = await fetch(`${baseURL}/preview?path=${encodeURIComponent(asked)}`, { headers: auth(tokens[who]), redirect: 'manual' })
        await response.arrayBuffer()
        const location = new URL(response.headers.get('location') ?? '', baseURL)
        expect({ who, asked, status: response.status, host: location.host, path: location.pathname }).toEqual({ who, asked, status: 303, host: new URL(baseURL).host, path: expected })
      }
    }
  })

  it('lets nobody but an administrator change a role, their own included', async () => {
    for (const who of OTHER_STAFF) {
      const me = (await (await fetch(`${baseURL}/api/users/me`, { headers: auth(tokens[who]) })).json()) as { user: { id: number } }
      await fetch(`${baseURL}/api/users/${me.user.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', ...auth(tokens[who]) },
        body: JSON.stringify({ role: 'admin' }),
      })
      await graphql(baseURL, `mutation { updateUser(id: ${me.user.id}, data: { role: admin }) { id } }`, tokens[who])
      const stored = (await (await fetch(`${baseURL}/api/users/${me.user.id}`, { headers: auth(admin) })).json()) as { role: string }
      expect({ who, role: stored.role }).toEqual({ who, role: who })
    }
  })
})
