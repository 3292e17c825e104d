/**
 * A fault test: a server killed (SIGKILL, nothing runs after it) in the middle
 * of an application upload stores no record, and the temporary file it left
 * behind is gone once a server starts again on the same data. It runs its
 * own server, on its own data folder, so the shared one stays up.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, expect, it, vi } from 'vitest'

import { validApplication } from '../fixtures/submissions'
import { pdfFile } from '../fixtures/uploads'
import { siteFormHeaders } from '../support/formHeaders'
import { STAFF, startTestServer, type TestServer } from '../support/testServer'

const NAME = 'upload-fault'
const APPLICANT = 'Killed Upload Applicant'

let server: TestServer | undefined
afterAll(() => server?.stop())

/** Every file under `folder`, with its size. */
function filesUnder(folder: string): { file: string; size: number }[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => ({ file, stat: fs.statSync(path.join(folder, file)) }))
    .filter(({ stat }) => stat.isFile())
    .map(({ file, stat }) => ({ file, size: stat.size }))
}

/**
 * An application body that sends its fields and the first 64 KB of a file,
 * then stays open, as a phone on a dying connection would.
 */
function stalledApplication(boundary: string): ReadableStream<Uint8Array> {
  const fields = Object.entries(validApplication({ full_name: APPLICANT }))
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="nic"; filename="nic.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
  const file = Buffer.concat([pdfFile(), Buffer.alloc(256 * 1024, 0x20)])
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(Buffer.from(fields + fileHead)))
      controller.enqueue(new Uint8Array(file.subarray(0, 64 * 1024)))
      // Never closed: the rest of the file does not come.
    },
  })
}

it('leaves no record when the server is killed mid-upload, and no temporary file after it starts again', async () => {
  server = await startTestServer(NAME)
  const incoming = path.join(server.env.DATA_DIR!, 'private', 'incoming')
  const boundary = `fault-${crypto.randomUUID()}`
  const upload = fetch(`${server.baseURL}/v1/academicPage/addStudentApplication`, {
    method: 'POST',
    body: stalledApplication(boundary),
    duplex: 'half',
    headers: await siteFormHeaders(server.baseURL, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
  } as RequestInit).then(
    (response) => `answered ${response.status}`,
    () => 'connection lost',
  )

  // The part of the file that arrived is on disk, in the upload's temporary folder.
  await vi.waitFor(() => expect(filesUnder(incoming).some(({ size }) => size > 0)).toBe(true), { timeout: 30_000, interval: 100 })
  await server.kill('SIGKILL')
  expect(await upload).toBe('connection lost')
  // Nothing ran after the kill: the temporary file is still there.
  expect(filesUnder(incoming)).not.toEqual([])

  server = await startTestServer(NAME, { keepData: true })
  expect(fs.readdirSync(incoming)).toEqual([])

  const login = await fetch(`${server.baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  expect(login.status).toBe(200)
  const { token: staffToken } = (await login.json()) as { token: string }
  const found = await fetch(`${server.baseURL}/api/degree-applications?where[full_name][equals]=${encodeURIComponent(APPLICANT)}&depth=0`, {
    headers: { Authorization: `JWT ${staffToken}` },
  })
  expect(found.status).toBe(200)
  expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(0)
}, 300_000)
