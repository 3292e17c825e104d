/**
 * What an accepted document may hold: each risky kind of file, built in
 * memory, is refused with its message before anything is stored; the
 * ordinary documents of each kind still pass.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'

import * as fixtures from '../../../tests/fixtures/uploads'

import { sniffFile } from './fileTypes'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-checks-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

let counter = 0
async function sniff(name: string, data: Buffer | Promise<Buffer>) {
  const file = path.join(folder, String((counter += 1)))
  fs.writeFileSync(file, await data)
  return sniffFile(file, name)
}

const refusedWith = (message: string) => ({ ok: false, message })

describe('content checks of uploaded documents', () => {
  it('passes ordinary documents of every accepted kind', async () => {
    const ordinary: [string, Buffer | Promise<Buffer>][] = [
      ['nic.pdf', fixtures.pdfFile()],
      ['scan.png', fixtures.pngFile()],
      ['scan.jpg', fixtures.jpegFile()],
      ['letter.docx', fixtures.docxFile()],
      ['modern.pdf', fixtures.pdfObjectStreamFile()],
      ['picture.pdf', fixtures.pdfWithBinaryImageFile()],
      // 49 megapixels, just inside the limit.
      ['photo.png', fixtures.pngDeclaringFile(7000, 7000)],
    ]
    for (const [name, data] of ordinary) expect({ name, result: await sniff(name, data) }).toMatchObject({ name, result: { ok: true } })
  })

  it('refuses a Word document that unpacks past the bounds, honestly or behind lying headers, or holds too many parts', async () => {
    for (const [name, data] of [
      ['bomb.docx', fixtures.docxBombFile()],
      ['dense.docx', fixtures.docxDenseFile()],
      ['lying.docx', fixtures.docxLyingFile()],
      ['many.docx', fixtures.docxManyPartsFile()],
    ] as const) {
      expect(await sniff(name, data)).toEqual(refusedWith(FILE_MESSAGES.archiveTooLarge(name)))
    }
  })

  it('refuses an archive without the Word text, or one that cannot be read', async () => {
    expect(await sniff('styles.docx', fixtures.docxWithoutTextFile())).toEqual(refusedWith(FILE_MESSAGES.notWordDocument('styles.docx')))
    expect(await sniff('cut.docx', fixtures.docxTruncatedFile())).toEqual(refusedWith(FILE_MESSAGES.notWordDocument('cut.docx')))
  })

  it('refuses pictures over the pixel limit or a side limit, read from the header alone, and unreadable ones', async () => {
    expect(await sniff('huge.png', fixtures.pngDeclaringFile(50_000, 50_000))).toEqual(refusedWith(FILE_MESSAGES.imageTooLarge('huge.png')))
    expect(await sniff('strip.png', fixtures.pngDeclaringFile(30_000, 10))).toEqual(refusedWith(FILE_MESSAGES.imageTooLarge('strip.png')))
    expect(await sniff('wide.jpg', fixtures.jpegDeclaringFile(8000, 7000))).toEqual(refusedWith(FILE_MESSAGES.imageTooLarge('wide.jpg')))
    expect(await sniff('broken.png', fixtures.pngBrokenFile())).toEqual(refusedWith(FILE_MESSAGES.imageUnreadable('broken.png')))
  })

  it('refuses PDFs that run script or start a program, however the name is spelt or hidden, and ones it cannot check', async () => {
    for (const [name, data] of [
      ['script.pdf', fixtures.pdfJavaScriptFile()],
      ['escaped.pdf', fixtures.pdfEscapedJavaScriptFile()],
      ['launch.pdf', fixtures.pdfLaunchFile()],
      ['hidden.pdf', fixtures.pdfObjectStreamJavaScriptFile()],
    ] as const) {
      expect(await sniff(name, data)).toEqual(refusedWith(FILE_MESSAGES.pdfActive(name)))
    }
    expect(await sniff('bomb.pdf', fixtures.pdfObjectStreamBombFile())).toEqual(refusedWith(FILE_MESSAGES.pdfUnreadable('bomb.pdf')))
  })
})
