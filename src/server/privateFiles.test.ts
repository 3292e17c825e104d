import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { FolderError, privateFolder, PRIVATE_UMASK } from './privateFiles.mjs'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-private-files-'))
const modeOf = (target: string) => fs.statSync(target).mode & 0o777

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe('privateFolder', () => {
  it('makes a folder that does not exist yet, and its missing parents, owner-only', () => {
    const dir = path.join(scratch, 'srv', 'campus')
    privateFolder(dir, 'DATA_DIR')
    expect(modeOf(dir)).toBe(0o700)
  })

  it('tightens a folder an older version left open to everyone', () => {
    const dir = path.join(scratch, 'open')
    fs.mkdirSync(dir)
    fs.chmodSync(dir, 0o755)
    privateFolder(dir, 'BACKUP_DIR')
    expect(modeOf(dir)).toBe(0o700)
  })

  it('stops with a sentence that says what to do when the folder cannot be made', () => {
    const file = path.join(scratch, 'a-file')
    fs.writeFileSync(file, '')
    expect(() => privateFolder(path.join(file, 'data'), 'DATA_DIR')).toThrow(FolderError)
    expect(() => privateFolder(path.join(file, 'data'), 'DATA_DIR')).toThrow(/DATA_DIR=.*a-file\/data is not a folder .*: set DATA_DIR to a folder\./)
    // A name no file system takes: made by no one, root included.
    const tooLong = path.join(scratch, 'x'.repeat(300))
    expect(() => privateFolder(tooLong, 'DATA_DIR')).toThrow(
      `DATA_DIR=${tooLong} does not exist and cannot be made (ENAMETOOLONG). Create it, owned by the account that runs the site, with \`mkdir -p ${tooLong} && chmod 700 ${tooLong}\`, or set DATA_DIR to a folder that account may write.`,
    )
  })
})

describe('the site server', () => {
  it('sets the umask that makes what it writes owner-only before it serves', () => {
    // Imported, not run: serve() sets the umask as it begins (scripts/serve.mjs); its main block does not run on import.
    const script = `
      process.umask(0o022)
      const { serve } = await import('./scripts/serve.mjs')
      // serve() sets it before its first await (Next's start): read it right after the call, then stop.
      serve({ port: 0 }).catch(() => {})
      console.log(process.umask().toString(8))
      process.exit(0)
    `
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
    // The site's console writes JSON lines.
    const said = result.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { msg?: string }).msg)
    expect(said.at(-1)).toBe(PRIVATE_UMASK.toString(8))
  })
})
