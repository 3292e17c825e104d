/**
 * The layering rules of eslint.config.mjs, run on small snippets placed where
 * they would live: each forbidden import is reported, each allowed one is not.
 */
import fs from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { LAYERS } from '../eslint.config.mjs'

import { importCircles } from '../tests/support/importCircles'

const RULES = ['@typescript-eslint/no-restricted-imports', 'import/no-restricted-paths', 'import/no-cycle', 'no-restricted-syntax']
const ROOT = path.resolve(import.meta.dirname, '..')

let eslint: ESLint

// Each lint resolves imports through the whole source tree: on a busy machine, more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT })
  // The first run loads the configuration and its plugins: a few seconds, here rather than in a test.
  await eslint.lintText('export {}\n', { filePath: 'src/app/(site)/page.tsx' })
}, 60_000)

/** The messages of the layering rules for `code` placed at `filePath`. */
async function layeringMessages(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath })
  expect(results).toHaveLength(1)
  const messages = results[0]?.messages ?? []
  // Parse errors and "file ignored" warnings carry no rule: either would make a pass meaningless.
  expect(messages.filter((message) => message.ruleId === null)).toEqual([])
  return messages.filter((message) => RULES.includes(message.ruleId ?? '')).map((message) => message.message)
}

const PAGE = 'src/app/(site)/about-us/page.tsx'
const COMPONENT = 'src/components/about/BoardCarousel.tsx'

describe('pages, routes and /v1 do not reach Payload or the write side', () => {
  it.each([
    ["import { getPayload } from 'payload'", PAGE],
    ["import type { Payload } from 'payload'", PAGE],
    ["import config from '@payload-config'", PAGE],
    ["import config from '@/payload.config'", PAGE],
    ["import config from '../../../payload.config'", PAGE],
    ["import { payloadClient } from '@/payloadClient'", PAGE],
    ["import { Degrees } from '@/collections/Degrees'", PAGE],
    ["import type { ServiceCategory } from '@/collections/ServiceLinks'", PAGE],
    ["import { Degrees } from '../../../collections/Degrees'", PAGE],
    ["import { SiteSettings } from '@/globals/SiteSettings'", PAGE],
    ["import { storeSubmission } from '@/submissions/storeSubmission'", PAGE],
    ["import { postRoutes } from '@/submissions/handlers'", PAGE],
    ["import { getPayload } from 'payload'", 'src/app/v1/[[...path]]/route.ts'],
    ["import { payloadClient } from '@/payloadClient'", 'src/app/staff-documents/[application]/[file]/route.ts'],
    ["import { removeStoredDocuments } from '@/submissions/removeDocuments'", 'src/app/staff-documents/[application]/[file]/route.ts'],
    ["import { payloadClient } from '@/payloadClient'", 'src/api/documentDownload.ts'],
    ["import { storeSubmission } from '@/submissions/storeSubmission'", 'src/api/v1.ts'],
    ["import { storeSubmission } from '../submissions/storeSubmission'", 'src/api/v1.ts'],
    ["export { getPayload } from 'payload'", PAGE],
  ])('%s in %s is reported', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toHaveLength(1)
  })

  it.each([
    ["import { getSiteSettings } from '@/content/contact'", PAGE],
    ["import { pageMetadata } from '../pageMetadata'", PAGE],
    ["import { PageBanner } from '@/components/ui/Section'", PAGE],
    ["import { serveApplicationDocument } from '@/staff/applicationDocuments'", 'src/app/staff-documents/[application]/[file]/route.ts'],
    ["import { postRoutes } from '@/submissions/handlers'", 'src/api/v1.ts'],
    ["import { getPublicDocumentFile } from '@/content/documents'", 'src/api/documentDownload.ts'],
    // Not restricted: Payload's own packages for the back office, and the generated types.
    ["import { useFormFields } from '@payloadcms/ui'", 'src/backOffice/ApplicationDocuments.tsx'],
    ["import type { Degree } from '@/payload-types'", PAGE],
  ])('%s in %s is allowed', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toEqual([])
  })
})

describe('the layers below may use Payload', () => {
  it.each([
    ["import config from '@payload-config'", 'src/app/(payload)/api/[...slug]/route.ts'],
    ["import { payloadClient } from '@/payloadClient'", 'src/content/about.ts'],
    ["import { payloadClient } from '@/payloadClient'", 'src/submissions/handlers.ts'],
    ["import { payloadClient } from '@/payloadClient'", 'src/staff/applicationDocuments.ts'],
    ["import type { ServiceCategory } from '@/collections/ServiceLinks'", 'src/content/services.ts'],
  ])('%s in %s is allowed', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toEqual([])
  })
})

describe('components take only types from the read side', () => {
  it.each([
    "import { getBoardMembers } from '@/content/about'",
    "import { getBoardMembers, type BoardMember } from '@/content/about'",
    "import * as about from '@/content/about'",
    "import { getBoardMembers } from '../../content/about'",
    "import { getPayload } from 'payload'",
    "import { Degrees } from '@/collections/Degrees'",
    "import { storeSubmission } from '@/submissions/storeSubmission'",
  ])('%s is reported', async (code) => {
    expect(await layeringMessages(COMPONENT, `${code}\n`)).toHaveLength(1)
  })

  it.each([
    "import type { BoardMember } from '@/content/about'",
    "import { type BoardMember } from '@/content/about'",
    "import type { BoardMember } from '../../content/about'",
    "import { cutWords } from '@/lib/words'",
  ])('%s is allowed', async (code) => {
    expect(await layeringMessages(COMPONENT, `${code}\n`)).toEqual([])
  })

  it('names the way out in its message', async () => {
    const [message] = await layeringMessages(COMPONENT, "import { getBoardMembers } from '@/content/about'\n")
    expect(message).toMatch(/import only types from src\/content/)
  })
})

describe('links to pages go through SiteLink, plain markup that is never prefetched', () => {
  it.each([COMPONENT, PAGE])('next/link in %s is reported', async (filePath) => {
    const [message] = await layeringMessages(filePath, "import Link from 'next/link'\n")
    expect(message).toMatch(/SiteLink/)
  })

  it('SiteLink itself does without it, and the others import SiteLink', async () => {
    expect(await layeringMessages('src/components/ui/SiteLink.tsx', "import Link from 'next/link'\n")).toHaveLength(1)
    expect(await layeringMessages(COMPONENT, "import { SiteLink } from '@/components/ui/SiteLink'\n")).toEqual([])
  })
})

describe('the layers of docs/architecture.md: imports run down, never up, and never in a circle', () => {
  it.each([
    // Each was once in the tree, before the piece moved to the layer that owns it.
    ["import type { IconName } from '@/components/ui/Icon'", 'src/lib/serviceCategories.ts'],
    ["import type { IconName } from '../components/ui/Icon'", 'src/lib/serviceCategories.ts'],
    ["import { parseChatOrigins } from '@/security/headers.mjs'", 'src/env/index.ts'],
    ["import { parseShutdownGrace } from '../health/shutdown.mjs'", 'src/env/index.ts'],
    ["import { cached } from '@/content/cachedRead'", 'src/cache/expireOnSave.ts'],
    ["import { notifyStatusChange } from '@/submissions/handlers'", 'src/collections/submissions/statusChangeHooks.ts'],
    ["import type { ScriptClient } from '@/submissions/storeSubmission'", 'src/security/redisLoginStore.ts'],
    ["import { storeSubmission } from '@/submissions/storeSubmission'", 'src/documents/documentResponse.ts'],
    ["import { getSiteSettings } from '@/content/contact'", 'src/publishing/configure.ts'],
    ["import { PersonalDataView } from '@/backOffice/PersonalDataView'", 'src/payload.config.ts'],
    ["import { clearPerson } from '@/personalData/clearing'", 'src/lib/privacy.ts'],
    ["import { payloadClient } from '@/payloadClient'", 'src/storage/fileStore.ts'],
    // Sides and screens meet only through what lies below them.
    ["import { getSiteSettings } from '@/content/contact'", 'src/submissions/storeSubmission.ts'],
    ["import { storeSubmission } from '@/submissions/storeSubmission'", 'src/staff/preview.ts'],
    ["import { reply } from '@/api/reply'", 'src/components/ui/States.tsx'],
  ])('%s in %s is reported', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toHaveLength(1)
  })

  it.each([
    ["import { fileStore } from '@/storage/fileStore'", 'src/documents/places.ts'],
    ["import { notifyStatusChange } from '@/mail/notify'", 'src/collections/submissions/statusChangeHooks.ts'],
    ["import { expireTagNow } from '@/cache/contentTags'", 'src/publishing/configure.ts'],
    ["import { storedDocumentKey } from '@/documents/places'", 'src/personalData/person.ts'],
    ["import { getEnv } from '@/env'", 'src/security/clientAddress.ts'],
    ["import { describeFailure } from '@/logging/describeFailure'", 'src/submissions/storeSubmission.ts'],
  ])('%s in %s is allowed', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toEqual([])
  })

  it('names the layer and where the layers are written down', async () => {
    const [message] = await layeringMessages('src/lib/serviceCategories.ts', "import type { IconName } from '@/components/ui/Icon'\n")
    expect(message).toMatch(/The foundations layer imports only from itself and the layers below it \(docs\/architecture\.md\)/)
  })

  it('reports an import that closes a circle', async () => {
    // The rule finds circles among the files on disk ahead of time; a snippet is not on disk, so it is asked to look the long way.
    const looking = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] } } })
    // src/content/cachedRead.ts imports ./preview: preview importing the cache back closes a circle.
    const [result] = await looking.lintText("import { cached } from './cachedRead'\nexport const again = cached\n", { filePath: 'src/content/preview.ts' })
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import/no-cycle'])
  }, 60_000)

  it('finds no circle of type imports either, which lint leaves alone since they are not run', () => {
    expect(importCircles(ROOT)).toEqual([])
  })

  it('would find one', () => {
    const files = new Map([
      ['src/a.ts', "import type { B } from './b'\nexport type A = { b: B }\n"],
      ['src/b.ts', "import type { A } from '@/a'\nexport type B = { a: A }\n"],
      ['src/c.ts', "import type { A } from './a'\n"],
    ])
    expect(importCircles(ROOT, files)).toEqual([['src/a.ts', 'src/b.ts']])
  })

  it('gives every folder and file of src a layer, and docs/architecture.md describes each layer and place', () => {
    const placed = LAYERS.flatMap((layer) => layer.places)
    expect(new Set(placed).size, 'each place is in one layer').toBe(placed.length)
    const inSrc = fs
      .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || /\.(ts|tsx|mjs)$/.test(entry.name))
      .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => entry.name)
    expect([...inSrc].sort()).toEqual([...placed].sort())
    const architecture = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8')
    for (const layer of LAYERS) {
      expect(architecture, layer.name).toMatch(new RegExp(`^## .*${layer.name}`, 'im'))
      for (const place of layer.places) expect(architecture, place).toContain(`\`src/${place}\``)
    }
  })
})

describe("no code reaches into a library's private fields", () => {
  it.each([
    ['control._formState.isReady = true\n', COMPONENT],
    ["control['_state'].mount = true\n", COMPONENT],
    ['export const ready = form.control._options\n', 'src/lib/example.ts'],
  ])('%s in %s is reported', async (code, filePath) => {
    const [message] = await layeringMessages(filePath, `declare const control: any, form: any\n${code}`)
    expect(message).toMatch(/private field/)
  })

  it("Payload's public draft status and plain names are not", async () => {
    expect(await layeringMessages(COMPONENT, 'declare const doc: { _status: string; status: string }\nexport const state = [doc._status, doc.status]\n')).toEqual([])
  })
})

