/**
 * Stands in for Payload's own version check, which src/model/payload.config.ts
 * turns off because the S3 adapter and the live preview's React part were
 * published one patch behind payload: every other Payload package matches
 * payload's version exactly, those are of the same minor version, and there is
 * one copy of payload and of @payloadcms/ui, whoever asks for it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const modules = path.resolve('node_modules')
const versionOf = (packageDir: string) => (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
const ONE_PATCH_BEHIND = new Set(['@payloadcms/storage-s3', '@payloadcms/plugin-cloud-storage', '@payloadcms/live-preview-react', '@payloadcms/live-preview'])

describe('Payload packages', () => {
  const payloadVersion = versionOf(path.join(modules, 'payload'))
  const installed = fs.readdirSync(path.join(modules, '@payloadcms')).map((name) => `@payloadcms/${name}`)

  it('are all of payload\'s version, the S3 adapter and the live preview of its minor version', () => {
    const minor = payloadVersion.split('.').slice(0, 2).join('.')
    for (const name of installed) {
      const version = versionOf(path.join(modules, name))
      if (ONE_PATCH_BEHIND.has(name)) expect(`${name}@${version.split('.').slice(0, 2).join('.')}`).toBe(`${name}@${minor}`)
      else expect(`${name}@${version}`).toBe(`${name}@${payloadVersion}`)
    }
  })

  it('share one payload and one @payloadcms/ui', () => {
    for (const name of installed) {
      for (const shared of ['payload', '@payloadcms/ui']) {
        expect(fs.existsSync(path.join(modules, name, 'node_modules', shared)), `${name} has its own ${shared}`).toBe(false)
      }
    }
  })
})
