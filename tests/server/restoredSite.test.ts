/**
 * A backup taken with `npm run backup` while the site serves, restored with
 * `npm run restore` into an empty data folder on "another machine": the
 * restored site serves the same pages, and staff open the application sent
 * before the backup with its document byte for byte.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CAMPUS } from '@/sides/seed/demoContent'

import { validApplication } from '../fixtures/submissions'
import { pdfFile } from '../fixtures/uploads'
import { TEST_DATA_ROOT } from '../support/databases'
import { runnerFreeEnv } from '../support/env'
import { siteFormHeaders } from '../support/formHeaders'
import { auth, signIn } from '../support/staff'
import { STAFF, startTestServer, type TestServer } from '../support/testServer'

const DEGREE_PAGE = '/degree/bsc-applied-accounting'
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-restored-site-'))
const target = path.join(TEST_DATA_ROOT, 'restored-site-target')

let source: TestServer
let restored: TestServer
const document = pdfFile()
let reference = ''

/** Runs one of the npm scripts' programs as an operator would, on `dataDir`. */
function run(script: 'backup' | 'restore', dataDir: string, args: string[] = []) {
  const result = spawnSync('node_modules/.bin/tsx', [`src/commands/${script}.ts`, ...args], {
    env: { ...runnerFreeEnv(), NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: backupDir, S3_BUCKET: '' },
    encoding: 'utf8',
    timeout: 300_000,
  })
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
  return result.stdout
}

beforeAll(async () => {
  source = await startTestServer('restored-site-source')
  const form = new FormData()
  for (const [key, value] of Object.entries(validApplication({ full_name: 'Restored Applicant' }))) form.append(key, value)
  form.append('nic', new Blob([new Uint8Array(document)]), 'nic.pdf')
  const sent = await fetch(`${source.baseURL}/v1/academicPage/addStudentApplication`, {
    method: 'POST',
    body: form,
    headers: await siteFormHeaders(source.baseURL),
  })
  expect(sent.status).toBe(201)
  reference = ((await sent.json()) as { reference: string }).reference
  // Taken while the source still serves.
  run('backup', source.env.DATA_DIR!)
  source.stop()
  const [archive] = fs.readdirSync(backupDir).filter((name) => !name.startsWith('.'))
  fs.rmSync(target, { recursive: true, force: true })
  run('restore', target, [path.join(backupDir, archive!)])
  restored = await startTestServer('restored-site-target', { keepData: true, staffAccount: false })
}, 600_000)

afterAll(() => {
  source?.stop()
  restored?.stop()
  fs.rmSync(backupDir, { recursive: true, force: true })
})

describe('a site restored from its backup', () => {
  it('serves Home and a degree page from the restored data', async () => {
    const home = await fetch(`${restored.baseURL}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain(CAMPUS.name)
    const degree = await fetch(`${restored.baseURL}${DEGREE_PAGE}`)
    expect(degree.status).toBe(200)
    expect(await degree.text()).toContain('Applied Accounting')
  })

  it("lets staff sign in with their accounts and open the application's document byte for byte", async () => {
    const token = await signIn(restored.baseURL, STAFF)
    const found = (await (await fetch(`${restored.baseURL}/api/degree-applications?where[reference][equals]=${reference}&depth=0`, { headers: auth(token) })).json()) as {
      docs: { id: number; full_name: string; documents: { stored_name: string }[] }[]
    }
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0]!.full_name).toBe('Restored Applicant')
    const [stored] = found.docs[0]!.documents
    const file = await fetch(`${restored.baseURL}/staff-documents/${found.docs[0]!.id}/${stored!.stored_name}`, { headers: auth(token) })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(document)).toBe(true)
  })
})
