/**
 * Drafts, history and scheduled publishing (SQLite, and PostgreSQL when CI
 * sets it): what the pages, /v1 and the sitemap read is the published
 * version only; a staff preview reads the drafts; an older version restored
 * is what visitors see; a scheduled publish runs at its time, on a clock the
 * test moves, once however many runners take its job.
 */
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { handleV1 } from '@/screens/api/v1'
import sitemap from '@/app/sitemap'
import { AUDIT_COLLECTION } from '@/services/audit/record'
import { getDegreePrograms } from '@/sides/content/academics'
import { getNews } from '@/sides/content/gallery'
import { getWelcomeSection } from '@/sides/content/home'
import { withDraftReads } from '@/sides/content/draftReads'
import { payloadClient } from '@/model/payloadClient'
import { createFirstVersions } from '@/records/publishing/firstVersions'
import { SCHEDULE_REFUSED, scheduleAction } from '@/records/publishing/scheduleAction'

import { createStaff, deleteStaff, type StaffAccount } from '../support/staffAccounts'

let payload: Payload
let editor: StaffAccount
let officer: StaffAccount
const stamp = Date.now()

async function v1(path: string): Promise<unknown> {
  return (await handleV1('GET', path, new URLSearchParams())).json()
}

const degreeData = (name: string) => ({
  program_name: name,
  degree_name: `${name}, full title`,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  level: 'undergraduate' as const,
})

async function newsTitles(): Promise<string[]> {
  return (await getNews()).map((item) => item.title)
}

beforeAll(async () => {
  payload = await payloadClient()
  editor = await createStaff(payload, 'editor')
  officer = await createStaff(payload, 'admissions')
})

afterEach(() => _internal_resetJobSystemGlobals())

/** Degrees these tests make: removed afterwards, as the read API's tests that may follow count the seeded ones. */
const madeDegrees: number[] = []

afterAll(async () => {
  for (const id of madeDegrees) await payload.delete({ collection: 'degrees', id, overrideAccess: true })
  await deleteStaff(payload, editor, officer)
})

describe('drafts', () => {
  it('a draft of a published degree reaches neither the pages, /v1 nor the sitemap until it is published', async () => {
    const published = `Published Degree ${stamp}`
    const draft = `Draft Degree ${stamp}`
    const degree = await payload.create({ collection: 'degrees', data: degreeData(published), overrideAccess: true })
    madeDegrees.push(degree.id)
    expect(degree._status).toBe('published')

    await payload.update({ collection: 'degrees', id: degree.id, data: { program_name: draft }, draft: true, user: editor, overrideAccess: false })
    const names = (await getDegreePrograms()).map((item) => item.program_name)
    expect(names).toContain(published)
    expect(names).not.toContain(draft)
    expect(JSON.stringify(await v1('/academicPage/getDegreePrograms'))).not.toContain(draft)
    // Asked for drafts by someone who is not signed in (REST's ?draft=true), Payload gives no draft.
    const asVisitor = await payload.find({ collection: 'degrees', where: { id: { equals: degree.id } }, draft: true, overrideAccess: false })
    expect(asVisitor.docs.map((doc) => doc.program_name)).not.toContain(draft)
    // A preview shows it.
    expect((await withDraftReads(() => getDegreePrograms())).map((item) => item.program_name)).toContain(draft)

    await payload.update({ collection: 'degrees', id: degree.id, data: { _status: 'published' }, user: editor, overrideAccess: false })
    const after = (await getDegreePrograms()).map((item) => item.program_name)
    expect(after).toContain(draft)
    expect(after).not.toContain(published)
    expect(JSON.stringify(await v1('/academicPage/getDegreePrograms'))).toContain(draft)
  })

  it('a new record saved only as a draft is in no list and no sitemap, and shows in a preview', async () => {
    const name = `Never Published ${stamp}`
    const degree = await payload.create({ collection: 'degrees', data: { ...degreeData(name), _status: 'draft' }, draft: true, user: editor, overrideAccess: false })
    madeDegrees.push(degree.id)
    expect((await getDegreePrograms()).map((item) => item.program_name)).not.toContain(name)
    expect((await sitemap()).map((entry) => entry.url).join('\n')).not.toContain(`/degree/${degree.slug}`)
    expect((await withDraftReads(() => getDegreePrograms())).map((item) => item.program_name)).toContain(name)
  })

  it('unpublishing a news item takes it off the list; publishing it again brings it back', async () => {
    const title = `Open day ${stamp}`
    const item = await payload.create({ collection: 'news', data: { title, description: 'Come and see.', date: new Date().toISOString() }, overrideAccess: true })
    expect(await newsTitles()).toContain(title)
    await payload.update({ collection: 'news', id: item.id, data: { _status: 'draft' }, user: editor, overrideAccess: false })
    expect(await newsTitles()).not.toContain(title)
    expect(JSON.stringify(await v1('/galleryAndNews/getNews'))).not.toContain(title)
    await payload.update({ collection: 'news', id: item.id, data: { _status: 'published' }, user: editor, overrideAccess: false })
    expect(await newsTitles()).toContain(title)
  })

  it('a draft of a global stays off the page until it is published', async () => {
    const before = (await getWelcomeSection()).welcome_message
    const draft = `A draft welcome ${stamp}`
    await payload.updateGlobal({ slug: 'welcome-section', data: { welcome_message: draft }, draft: true, user: editor, overrideAccess: false })
    expect((await getWelcomeSection()).welcome_message).toBe(before)
    expect(JSON.stringify(await v1('/homePage/homePage/getWelcomeSection'))).not.toContain(draft)
    expect((await withDraftReads(() => getWelcomeSection())).welcome_message).toBe(draft)
    await payload.updateGlobal({ slug: 'welcome-section', data: { _status: 'published' }, user: editor, overrideAccess: false })
    expect((await getWelcomeSection()).welcome_message).toBe(draft)
    await payload.updateGlobal({ slug: 'welcome-section', data: { welcome_message: before, _status: 'published' }, user: editor, overrideAccess: false })
  })
})

describe('history', () => {
  it('names who saved each version, and a restored older version is what visitors see', async () => {
    const first = `First title ${stamp}`
    const second = `Second title ${stamp}`
    const item = await payload.create({ collection: 'news', data: { title: first, description: 'One.', date: new Date().toISOString() }, user: editor, overrideAccess: false })
    await payload.update({ collection: 'news', id: item.id, data: { title: second, last_changed_by: 'someone.else@example.com' }, user: editor, overrideAccess: false })
    expect(await newsTitles()).toContain(second)

    const { docs: versions } = await payload.findVersions({ collection: 'news', where: { parent: { equals: item.id } }, sort: 'createdAt', user: editor, overrideAccess: false })
    expect(versions.map((version) => version.version.title)).toEqual([first, second])
    // The name is the server's to give, whatever the request sent.
    expect(versions.map((version) => version.version.last_changed_by)).toEqual([editor.email, editor.email])

    await payload.restoreVersion({ collection: 'news', id: versions[0]!.id, user: editor, overrideAccess: false })
    const titles = await newsTitles()
    expect(titles).toContain(first)
    expect(titles).not.toContain(second)
    const after = await payload.findVersions({ collection: 'news', where: { parent: { equals: item.id } }, user: editor, overrideAccess: false })
    expect(after.totalDocs).toBe(3)
  })

  it('visitors cannot read the history', async () => {
    await expect(payload.findVersions({ collection: 'news', overrideAccess: false })).rejects.toThrow()
  })

  it('of a collection or global that keeps none is refused to every role with 403, where it failed with a TypeError', async () => {
    const problems: string[] = []
    const refusal = (error: unknown) => (error as { status?: number }).status
    for (const role of ['admin', 'editor', 'admissions', 'alumni'] as const) {
      const user = { ...editor, role }
      for (const collection of payload.config.collections.filter((entry) => !entry.versions)) {
        const status = await payload.findVersions({ collection: collection.slug as 'news', user, overrideAccess: false }).then(() => 200, refusal)
        if (status !== 403) problems.push(`${role}: versions of ${collection.slug} answered ${String(status)}`)
      }
      for (const global of payload.config.globals.filter((entry) => !entry.versions)) {
        const status = await payload.findGlobalVersions({ slug: global.slug as 'history', user, overrideAccess: false }).then(() => 200, refusal)
        if (status !== 403) problems.push(`${role}: versions of global ${global.slug} answered ${String(status)}`)
      }
    }
    expect(payload.config.collections.filter((entry) => !entry.versions).map((entry) => entry.slug)).toContain('degree-applications')
    expect(problems).toEqual([])
  })

  it('a record from before drafts gets its published self as a first version, so a preview still finds it', async () => {
    const title = `From before drafts ${stamp}`
    const item = await payload.create({ collection: 'news', data: { title, description: 'Old.', date: new Date().toISOString() }, overrideAccess: true })
    await payload.db.deleteVersions({ collection: 'news', where: { parent: { equals: item.id } } })
    expect((await withDraftReads(() => getNews())).map((news) => news.title)).not.toContain(title)
    await createFirstVersions(payload, {})
    expect((await withDraftReads(() => getNews())).map((news) => news.title)).toContain(title)
    expect(await newsTitles()).toContain(title)
  })
})

describe('scheduled publishing', () => {
  const at = new Date('2031-03-01T04:30:00.000Z') // 10:00 in Colombo

  /** The audit entries of a job's run, oldest first. */
  async function jobEntries(jobId: number | string) {
    const { docs } = await payload.find({ collection: AUDIT_COLLECTION, where: { action: { equals: 'scheduled_publish' } }, sort: 'createdAt', pagination: false, overrideAccess: true })
    return docs
      .filter((entry) => (entry.detail as { job?: unknown } | null)?.job === jobId)
      .map((entry) => ({ actor_name: entry.actor_name, subject: entry.subject, outcome: (entry.detail as { outcome?: string }).outcome }))
  }

  const scheduledJobs = async () =>
    (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, pagination: false, depth: 0, overrideAccess: true })).docs

  async function schedule(type: 'publish' | 'unpublish', id: number) {
    return payload.jobs.queue({ task: 'schedulePublish', input: { type, doc: { relationTo: 'news', value: id }, user: { relationTo: 'users', value: editor.id } }, waitUntil: at, queue: 'default' })
  }

  it('publishes at the set time, once, with two runners taking the job together', async () => {
    const title = `Scheduled ${stamp}`
    const item = await payload.create({ collection: 'news', data: { title, description: 'Soon.', date: at.toISOString(), _status: 'draft' }, draft: true, user: editor, overrideAccess: false })
    const job = await schedule('publish', item.id)

    _internal_jobSystemGlobals.getCurrentDate = () => new Date(at.getTime() - 60_000)
    await payload.jobs.run({ queue: 'default' })
    expect(await newsTitles()).not.toContain(title)

    _internal_jobSystemGlobals.getCurrentDate = () => new Date(at.getTime() + 1_000)
    const versionsBefore = (await payload.countVersions({ collection: 'news', where: { parent: { equals: item.id } } })).totalDocs
    await Promise.all([payload.jobs.run({ queue: 'default' }), payload.jobs.run({ queue: 'default' })])
    expect(await newsTitles()).toContain(title)
    const claims = await payload.find({ collection: AUDIT_COLLECTION, where: { run_key: { equals: `schedule:${String(job.id)}` } }, overrideAccess: true })
    expect(claims.docs.map((entry) => entry.action)).toEqual(['scheduled_publish'])
    expect((await payload.countVersions({ collection: 'news', where: { parent: { equals: item.id } } })).totalDocs).toBe(versionsBefore + 1)
    const published = await payload.findByID({ collection: 'news', id: item.id, overrideAccess: true })
    expect(published.last_changed_by).toBe(editor.email)
    // The claim, then the outcome, both in the name of whoever set it.
    expect(await jobEntries(job.id)).toEqual([
      { actor_name: editor.email, subject: `Scheduled job ${String(job.id)} to publish news #${item.id}: started`, outcome: 'started' },
      { actor_name: editor.email, subject: `Published news #${item.id} at its set time`, outcome: 'done' },
    ])
  })

  it('takes a record down at the set time', async () => {
    const title = `Taken down ${stamp}`
    const item = await payload.create({ collection: 'news', data: { title, description: 'Until then.', date: at.toISOString() }, overrideAccess: true })
    await schedule('unpublish', item.id)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(at.getTime() - 1_000)
    await payload.jobs.run({ queue: 'default' })
    expect(await newsTitles()).toContain(title)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(at.getTime() + 1_000)
    await payload.jobs.run({ queue: 'default' })
    expect(await newsTitles()).not.toContain(title)
  })

  it("Schedule Publish in the back office queues a job only for content with drafts, for staff who may publish it", async () => {
    const item = await payload.create({ collection: 'news', data: { title: `Queued ${stamp}`, description: 'Soon.', date: at.toISOString(), _status: 'draft' }, draft: true, overrideAccess: true })
    const asOfficer = await createLocalReq({ user: officer }, payload)
    const before = (await scheduledJobs()).length
    const made = 'audit-log; erased APP-2026-ZZZ999 by someone'
    for (const target of [
      { doc: { relationTo: 'users', value: String(editor.id) } },
      { doc: { relationTo: 'degree-applications', value: '1' } },
      { doc: { relationTo: 'audit-log', value: '1' } },
      { doc: { relationTo: made, value: '1' } },
      { doc: { relationTo: 'news', value: `${item.id}; erased` } },
      { global: 'site-settings' },
      { global: made },
    ]) {
      expect(await scheduleAction({ type: 'publish', date: at.toISOString(), ...target, req: asOfficer }), JSON.stringify(target)).toEqual({ error: SCHEDULE_REFUSED })
    }
    expect(await scheduleAction({ type: 'anything', date: at.toISOString(), doc: { relationTo: 'news', value: String(item.id) }, req: asOfficer })).toEqual({ error: SCHEDULE_REFUSED })
    // Cancelling is no way to queue one either.
    expect(await scheduleAction({ deleteID: '999999', req: asOfficer })).toEqual({ error: SCHEDULE_REFUSED })
    expect(await scheduledJobs()).toHaveLength(before)

    const asEditor = await createLocalReq({ user: editor }, payload)
    expect(await scheduleAction({ type: 'publish', date: at.toISOString(), doc: { relationTo: 'news', value: String(item.id) }, timezone: 'Asia/Colombo', req: asEditor })).toEqual({ message: expect.any(String) })
    const jobs = await scheduledJobs()
    expect(jobs).toHaveLength(before + 1)
    const queued = jobs.reduce((newest, job) => (Number(job.id) > Number(newest.id) ? job : newest))
    expect(queued.input).toMatchObject({ type: 'publish', doc: { relationTo: 'news', value: String(item.id) }, user: { relationTo: 'users', value: editor.id } })
    expect(await scheduleAction({ deleteID: String(queued.id), req: asEditor })).toEqual({ message: expect.any(String) })
    expect(await scheduledJobs()).toHaveLength(before)
  })

  it('a job that names what cannot be scheduled, or no staff member, changes nothing and is recorded as a failure, without its text', async () => {
    const made = 'audit-log; erased APP-2026-ZZZ999 by someone'
    const editorBefore = await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })
    const item = await payload.create({ collection: 'news', data: { title: `Nobody set ${stamp}`, description: 'Never.', date: at.toISOString(), _status: 'draft' }, draft: true, overrideAccess: true })
    const inputs = [
      { type: 'publish', doc: { relationTo: 'users', value: String(editor.id) }, user: { relationTo: 'users', value: officer.id } },
      { type: 'publish', doc: { relationTo: made, value: '1' }, user: { relationTo: 'users', value: officer.id } },
      { type: 'publish', global: made, user: { relationTo: 'users', value: officer.id } },
      { type: 'publish', doc: { relationTo: 'news', value: String(item.id) } },
    ]
    const jobs = []
    for (const input of inputs) jobs.push(await payload.jobs.queue({ task: 'schedulePublish', input: input as never, waitUntil: at, queue: 'default' }))
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(at.getTime() + 1_000)
    await payload.jobs.run({ queue: 'default' })

    expect(await newsTitles()).not.toContain(`Nobody set ${stamp}`)
    expect(await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })).toEqual(editorBefore)
    const [toUsers, toMadeUp, toMadeUpGlobal, byNobody] = await Promise.all(jobs.map((job) => jobEntries(job.id)))
    for (const entries of [toUsers, toMadeUp, toMadeUpGlobal]) {
      expect(entries!.map((entry) => entry.outcome)).toEqual(['started', 'failed'])
      expect(entries![1]).toMatchObject({ actor_name: officer.email, subject: 'Failed to publish content that cannot be scheduled at its set time: only content with drafts can be scheduled' })
    }
    expect(byNobody!.map((entry) => entry.outcome)).toEqual(['started', 'failed'])
    expect(byNobody![1]!.subject).toBe(`Failed to publish news #${item.id} at its set time: no staff account set it`)
    const written = JSON.stringify([toUsers, toMadeUp, toMadeUpGlobal])
    expect(written).not.toContain('erased')
    expect(written).not.toContain('APP-2026')
  })

  it('a publish that fails at its time is recorded as a failure, not as published', async () => {
    const item = await payload.create({ collection: 'news', data: { title: `Gone before ${stamp}`, description: 'Soon.', date: at.toISOString(), _status: 'draft' }, draft: true, overrideAccess: true })
    const job = await schedule('publish', item.id)
    // Gone behind Payload's back: a delete through Payload would cancel the job with it.
    await payload.db.deleteOne({ collection: 'news', where: { id: { equals: item.id } } })
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(at.getTime() + 1_000)
    await payload.jobs.run({ queue: 'default' })
    expect(await jobEntries(job.id)).toEqual([
      { actor_name: editor.email, subject: `Scheduled job ${String(job.id)} to publish news #${item.id}: started`, outcome: 'started' },
      { actor_name: editor.email, subject: `Failed to publish news #${item.id} at its set time: the record no longer exists`, outcome: 'failed' },
    ])
  })
})
