import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DiskStore } from './fileStore'

const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString()

describe('DiskStore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-store-'))
  const store = new DiskStore(root)

  it('moves a file under its key, reads it back and removes it', async () => {
    const source = path.join(root, 'incoming.pdf')
    fs.writeFileSync(source, 'a document')
    await store.put('private/applications/0b5e8a54-1111-4a8e-9a4f-3c1d2e3f4a5b.pdf', source, 'application/pdf')
    expect(fs.existsSync(source)).toBe(false)
    const opened = await store.open('private/applications/0b5e8a54-1111-4a8e-9a4f-3c1d2e3f4a5b.pdf')
    expect(opened?.size).toBe(10)
    expect(await text(opened!.body)).toBe('a document')
    await store.remove('private/applications/0b5e8a54-1111-4a8e-9a4f-3c1d2e3f4a5b.pdf')
    expect(await store.open('private/applications/0b5e8a54-1111-4a8e-9a4f-3c1d2e3f4a5b.pdf')).toBeNull()
    // Removing what is not there is not an error.
    await store.remove('private/applications/0b5e8a54-1111-4a8e-9a4f-3c1d2e3f4a5b.pdf')
  })

  it('takes the names staff files had before they were renamed', async () => {
    await store.put('documents/Prospectus 2026 (final).pdf', Buffer.from('%PDF-'), 'application/pdf')
    expect((await store.readAll('documents/Prospectus 2026 (final).pdf'))?.toString()).toBe('%PDF-')
  })

  it('writes bytes, and removes a whole folder', async () => {
    await store.put('media/picture.png', Buffer.from('pixels'), 'image/png')
    expect((await store.readAll('media/picture.png'))?.toString()).toBe('pixels')
    await store.removeFolder('media')
    expect(await store.readAll('media/picture.png')).toBeNull()
  })

  it('refuses keys that could leave their folder', async () => {
    for (const key of ['../outside.pdf', 'media/../../outside.pdf', 'media/..', '/etc/passwd', 'media/.hidden', 'media/', 'media\\x.png', 'media/a\nb.png']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('Not a storage key')
    }
  })
})
