/**
 * What `npm start`'s preparation, `npm run backup` and `npm run restore` write
 * is the owner's alone (src/server/privateFiles.mjs), each run as an operator
 * runs it, in a child process, on a SQLite database of this file's own (the
 * umask that makes it so is each process's, whatever the database; the
 * PostgreSQL project leaves this file out, vitest.config.ts):
 *
 * - a first start with PAYLOAD_SECRET set and a DATA_DIR that does not exist
 *   yet makes the folder, and the database, its log and every uploaded file in
 *   it are owner-only (files 0600, folders 0700);
 * - the backup folder and its archive are owner-only, and the command says the
 *   archive is not encrypted;
 * - a restore writes its database and files owner-only.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { completeArchives } from '@/services/storage/backupArchives'

import { tempFolder } from '../support/backup'
import { runnerFreeEnv } from '../support/env'

const scratch = tempFolder('private-files')
const SECRET = 'an operator secret of more than thirty-two characters'

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** Runs a command as `npm run` would, in its own process group; its status and all it wrote. */
function command(script: string, env: Record<string, string>, args: string[] = []): Promise<{ status: number | null; output: string }> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [script, ...args], {
    env: { ...runnerFreeEnv(), NODE_ENV: 'production', BACKUP_PASSPHRASE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.on('exit', (status) => resolve({ status, output })))
}

/** Every file and folder under `root` whose mode lets anyone but the owner in, with that mode. */
function openToOthers(root: string): string[] {
  const found: string[] = []
  const walk = (target: string) => {
    const stat = fs.statSync(target)
    const mode = stat.mode & 0o777
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) found.push(`${path.relative(root, target) || '.'} ${mode.toString(8)}`)
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) walk(path.join(target, name))
  }
  walk(root)
  return found
}

const filesUnder = (root: string) => fs.readdirSync(root, { recursive: true }).map(String)

it('keeps DATA_DIR, BACKUP_DIR and a restore owner-only, from a first start into a folder that does not exist yet', async () => {
  const dataDir = path.join(scratch, 'srv', 'campus')
  const backupDir = path.join(scratch, 'srv', 'backups')
  const site = { DATA_DIR: dataDir, DATABASE_URL: '', PAYLOAD_SECRET: SECRET, BACKUP_DIR: backupDir }

  const prepared = await command('src/commands/prepare.ts', site)
  expect(prepared.status, prepared.output).toBe(0)
  expect(filesUnder(dataDir).some((name) => name.startsWith('media/')), 'the demo content stored its pictures').toBe(true)
  expect(filesUnder(dataDir)).toContain('campus.db')
  expect(openToOthers(dataDir)).toEqual([])

  const backup = await command('src/commands/backup.ts', site)
  expect(backup.status, backup.output).toBe(0)
  expect(backup.output).toMatch(/BACKUP_PASSPHRASE is not set: this archive is NOT encrypted/)
  expect(await completeArchives(backupDir)).toHaveLength(1)
  expect(openToOthers(backupDir)).toEqual([])

  const restoredDir = path.join(scratch, 'restored', 'campus')
  const archive = path.join(backupDir, (await completeArchives(backupDir))[0]!)
  const restored = await command('src/commands/restore.ts', { ...site, DATA_DIR: restoredDir }, [archive])
  expect(restored.status, restored.output).toBe(0)
  expect(filesUnder(restoredDir).some((name) => name.startsWith('media/'))).toBe(true)
  expect(openToOthers(restoredDir)).toEqual([])
}, 300_000)
