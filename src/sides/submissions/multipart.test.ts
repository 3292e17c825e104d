import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { FILE_MESSAGES, MAX_FILE_BYTES } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES } from '@/foundations/formRules/messages'

import { multipartRequest } from '../../../tests/support/formRequests'

import { readMultipart, UploadRefused } from './multipart'
import { removeQuietly } from '@/services/applicantFiles/places'

let dataDir = ''

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-'))
  vi.stubEnv('DATA_DIR', dataDir)
})

afterEach(() => vi.restoreAllMocks())

afterAll(() => {
  vi.unstubAllEnvs()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function upload(files: { field: string; name: string; content: Buffer }[]): Request {
  const form = new FormData()
  form.set('first_name', 'Nimal')
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.content)]), file.name)
  return multipartRequest('http://localhost/v1/upload', form)
}

const incoming = () => path.join(dataDir, 'private', 'incoming')

describe('readMultipart', () => {
  it('takes each file to disk and its SHA-256 on the way, read once', async () => {
    const nic = Buffer.from('%PDF-1.4 the NIC, front and back')
    const receipt = Buffer.alloc(300_000, 7)
    const parsed = await readMultipart(
      upload([
        { field: 'nic', name: 'nic.pdf', content: nic },
        { field: 'receipt', name: 'receipt.pdf', content: receipt },
      ]),
    )
    try {
      expect(parsed.fields).toEqual({ first_name: 'Nimal' })
      expect(parsed.files.map((file) => [file.field, file.originalName, file.size, file.sha256])).toEqual([
        ['nic', 'nic.pdf', nic.length, createHash('sha256').update(nic).digest('hex')],
        ['receipt', 'receipt.pdf', receipt.length, createHash('sha256').update(receipt).digest('hex')],
      ])
      expect(fs.readFileSync(parsed.files[1]!.tempPath).equals(receipt)).toBe(true)
    } finally {
      await removeQuietly(parsed.folder)
    }
  })

  it('refuses, and keeps nothing, when a file cannot be written whole to disk', async () => {
    // A disk that fails mid-file (full, gone): the request must not go on with half a document.
    vi.spyOn(fs, 'createWriteStream').mockImplementation(
      () =>
        new Writable({
          write(_chunk, _encoding, done) {
            done(new Error('ENOSPC: no space left on device'))
          },
        }) as unknown as fs.WriteStream,
    )
    const refused = await readMultipart(upload([{ field: 'nic', name: 'nic.pdf', content: Buffer.from('%PDF-1.4 the NIC') }])).catch(
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(UploadRefused)
    expect(refused).toMatchObject({ message: FORM_MESSAGES.storeFailed, status: 500 })
    expect(fs.existsSync(incoming()) ? fs.readdirSync(incoming()) : []).toEqual([])
  })

  it('refuses documents over 30 MB together when the body is under the framing margin, and keeps nothing', async () => {
    // Each file is within its own limit; the fourth carries the total past 30 MB mid-file, with more of it to come.
    const almostTen = Buffer.alloc(MAX_FILE_BYTES - 1024, 1)
    const files = ['nic', 'o/l_certificate', 'a/l_certificate', 'receipt'].map((field, index) => ({
      field,
      name: `${index}.pdf`,
      content: index < 3 ? almostTen : Buffer.alloc(512 * 1024, 2),
    }))
    const refused = await readMultipart(upload(files)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(UploadRefused)
    expect(refused).toMatchObject({ message: FILE_MESSAGES.totalTooLarge, status: 413, field: 'documents' })
    expect(fs.existsSync(incoming()) ? fs.readdirSync(incoming()) : []).toEqual([])
  })
})
