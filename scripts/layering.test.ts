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
  await eslint.lintText('export {}\n', { filePath: 'src/app/(site)/(en)/page.tsx' })
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

const PAGE = 'src/app/(site)/(en)/about-us/page.tsx'
const COMPONENT = 'src/screens/components/about/BoardCarousel.tsx'

describe('pages, routes and /v1 do not reach Payload or the write side', () => {
  it.each([
    ["import { getPayload } from 'payload'", PAGE],
    ["import type { Payload } from 'payload'", PAGE],
    ["import config from '@payload-config'", PAGE],
    ["import config from '@/model/payload.config'", PAGE],
    ["import config from '../../../model/payload.config'", PAGE],
    ["import { payloadClient } from '@/model/payloadClient'", PAGE],
    ["import { Degrees } from '@/model/collections/Degrees'", PAGE],
    ["import type { ServiceCategory } from '@/model/collections/ServiceLinks'", PAGE],
    ["import { Degrees } from '../../../model/collections/Degrees'", PAGE],
    ["import { SiteSettings } from '@/model/globals/SiteSettings'", PAGE],
    ["import { storeSubmission } from '@/sides/submissions/storeSubmission'", PAGE],
    ["import { postRoutes } from '@/sides/submissions/handlers'", PAGE],
    ["import { getPayload } from 'payload'", 'src/app/v1/[[...path]]/route.ts'],
    ["import { payloadClient } from '@/model/payloadClient'", 'src/app/(staff)/staff-documents/[application]/[file]/route.ts'],
    ["import { removeStoredDocuments } from '@/sides/submissions/removeDocuments'", 'src/app/(staff)/staff-documents/[application]/[file]/route.ts'],
    ["import { payloadClient } from '@/model/payloadClient'", 'src/screens/api/documentDownload.ts'],
    ["import { storeSubmission } from '@/sides/submissions/storeSubmission'", 'src/screens/api/v1.ts'],
    ["import { storeSubmission } from '../../sides/submissions/storeSubmission'", 'src/screens/api/v1.ts'],
    ["export { getPayload } from 'payload'", PAGE],
  ])('%s in %s is reported', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toHaveLength(1)
  })

  it.each([
    ["import { getSiteSettings } from '@/sides/content/contact'", PAGE],
    ["import { pageMetadata } from '../pageMetadata'", PAGE],
    ["import { PageBanner } from '@/screens/components/ui/Section'", PAGE],
    ["import { serveApplicationDocument } from '@/sides/staff/applicationDocuments'", 'src/app/(staff)/staff-documents/[application]/[file]/route.ts'],
    ["import { postRoutes } from '@/sides/submissions/handlers'", 'src/screens/api/v1.ts'],
    ["import { getPublicDocumentFile } from '@/sides/content/publicDocuments'", 'src/screens/api/documentDownload.ts'],
    // Not restricted: Payload's own packages for the back office, and the generated types.
    ["import { useFormFields } from '@payloadcms/ui'", 'src/screens/staff/ApplicationDocuments.tsx'],
    ["import type { Degree } from '@/foundations/payload-types'", PAGE],
  ])('%s in %s is allowed', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toEqual([])
  })
})

describe('the layers below may use Payload', () => {
  it.each([
    ["import config from '@payload-config'", 'src/app/(payload)/api/[...slug]/route.ts'],
    ["import { payloadClient } from '@/model/payloadClient'", 'src/sides/content/about.ts'],
    ["import { payloadClient } from '@/model/payloadClient'", 'src/sides/submissions/handlers.ts'],
    ["import { payloadClient } from '@/model/payloadClient'", 'src/sides/staff/applicationDocuments.ts'],
    ["import type { ServiceCategory } from '@/model/collections/ServiceLinks'", 'src/sides/content/services.ts'],
  ])('%s in %s is allowed', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toEqual([])
  })
})

describe('components take only types from the read side', () => {
  it.each([
    "import { getBoardMembers } from '@/sides/content/about'",
    "import { getBoardMembers, type BoardMember } from '@/sides/content/about'",
    "import * as about from '@/sides/content/about'",
    "import { getBoardMembers } from '../../../sides/content/about'",
    "import { getPayload } from 'payload'",
    "import { Degrees } from '@/model/collections/Degrees'",
    "import { storeSubmission } from '@/sides/submissions/storeSubmission'",
  ])('%s is reported', async (code) => {
    expect(await layeringMessages(COMPONENT, `${code}\n`)).toHaveLength(1)
  })

  it.each([
    "import type { BoardMember } from '@/sides/content/about'",
    "import { type BoardMember } from '@/sides/content/about'",
    "import type { BoardMember } from '../../../sides/content/about'",
    "import { cutWords } from '@/foundations/words'",
  ])('%s is allowed', async (code) => {
    expect(await layeringMessages(COMPONENT, `${code}\n`)).toEqual([])
  })

  it('names the way out in its message', async () => {
    const [message] = await layeringMessages(COMPONENT, "import { getBoardMembers } from '@/sides/content/about'\n")
    expect(message).toMatch(/import only types from src\/sides\/content/)
  })
})

describe('links to pages go through SiteLink, plain markup that is never prefetched', () => {
  it.each([COMPONENT, PAGE])('next/link in %s is reported', async (filePath) => {
    const [message] = await layeringMessages(filePath, "import Link from 'next/link'\n")
    expect(message).toMatch(/SiteLink/)
  })

  it('SiteLink itself does without it, and the others import SiteLink', async () => {
    expect(await layeringMessages('src/screens/components/ui/SiteLink.tsx', "import Link from 'next/link'\n")).toHaveLength(1)
    expect(await layeringMessages(COMPONENT, "import { SiteLink } from '@/screens/components/ui/SiteLink'\n")).toEqual([])
  })
})

describe('the layers of docs/architecture.md: imports run down, never up, and never in a circle', () => {
  it.each([
    // Each was once in the tree, before the piece moved to the layer that owns it.
    ["import type { IconName } from '@/screens/components/ui/Icon'", 'src/foundations/serviceCategories.ts'],
    ["import type { IconName } from '../screens/components/ui/Icon'", 'src/foundations/serviceCategories.ts'],
    ["import { fileStore } from '@/services/storage/fileStore'", 'src/settings/index.ts'],
    ["import { checkReadiness } from '../sides/health/readiness'", 'src/settings/index.ts'],
    // The site's own server's parts are loaded by Node as they are: they import only one another.
    ["import { FORM_MESSAGES } from '../foundations/formRules/messages'", 'src/server/headers.mjs'],
    ["import { getEnv } from '@/settings'", 'src/server/cache/cacheHandler.mjs'],
    ["import { cached } from '@/sides/content/cachedRead'", 'src/model/hooks/expireOnSave.ts'],
    ["import { notifyStatusChange } from '@/sides/submissions/handlers'", 'src/model/collections/DegreeApplications/hooks/statusChange.ts'],
    ["import type { ScriptClient } from '@/sides/submissions/storeSubmission'", 'src/services/security/redisLoginStore.ts'],
    ["import { storeSubmission } from '@/sides/submissions/storeSubmission'", 'src/services/applicantFiles/documentResponse.ts'],
    ["import { getSiteSettings } from '@/sides/content/contact'", 'src/records/publishing/configure.ts'],
    ["import { PersonalDataView } from '@/screens/staff/PersonalDataView'", 'src/model/payload.config.ts'],
    ["import { clearPerson } from '@/records/personalData/clearing'", 'src/foundations/privacyTexts.ts'],
    ["import { payloadClient } from '@/model/payloadClient'", 'src/services/storage/fileStore.ts'],
    // Sides and screens meet only through what lies below them.
    ["import { getSiteSettings } from '@/sides/content/contact'", 'src/sides/submissions/storeSubmission.ts'],
    ["import { storeSubmission } from '@/sides/submissions/storeSubmission'", 'src/sides/staff/previewSwitch.ts'],
    ["import { reply } from '@/screens/api/reply'", 'src/screens/components/ui/States.tsx'],
  ])('%s in %s is reported', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toHaveLength(1)
  })

  it.each([
    ["import { fileStore } from '@/services/storage/fileStore'", 'src/services/applicantFiles/places.ts'],
    ["import { notifyStatusChange } from '@/services/mail/notify'", 'src/model/collections/DegreeApplications/hooks/statusChange.ts'],
    ["import { expireTagNow } from '@/services/cache/contentTags'", 'src/records/publishing/configure.ts'],
    ["import { storedDocumentKey } from '@/services/applicantFiles/places'", 'src/records/personalData/person.ts'],
    ["import { getEnv } from '@/settings'", 'src/services/security/clientAddress.ts'],
    ["import { parseShutdownGrace } from '@/server/shutdown.mjs'", 'src/settings/index.ts'],
    ["import { describeFailure } from '@/foundations/describeFailure'", 'src/sides/submissions/storeSubmission.ts'],
  ])('%s in %s is allowed', async (code, filePath) => {
    expect(await layeringMessages(filePath, `${code}\n`)).toEqual([])
  })

  it('names the layer and where the layers are written down', async () => {
    const [message] = await layeringMessages('src/foundations/serviceCategories.ts', "import type { IconName } from '@/screens/components/ui/Icon'\n")
    expect(message).toMatch(/The foundations layer imports only from itself and the layers below it \(docs\/architecture\.md\)/)
  })

  it('reports an import that closes a circle', async () => {
    // The rule finds circles among the files on disk ahead of time; a snippet is not on disk, so it is asked to look the long way.
    const looking = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] } } })
    // src/sides/content/cachedRead.ts imports ./preview: preview importing the cache back closes a circle.
    const [result] = await looking.lintText("import { cached } from './cachedRead'\nexport const again = cached\n", { filePath: 'src/sides/content/draftReads.ts' })
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
    // Its table: one row per layer, in order, naming the layer's folders.
    LAYERS.forEach((layer, index) => {
      const row = architecture.split('\n').find((line) => line.startsWith(`| ${index + 1}. ${layer.name} |`))
      expect(row, layer.name).toBeDefined()
      for (const place of layer.places) expect(row, place).toContain(`\`src/${place}\``)
    })
  })
})

describe("no code reaches into a library's private fields", () => {
  it.each([
    ['control._formState.isReady = true\n', COMPONENT],
    ["control['_state'].mount = true\n", COMPONENT],
    ['export const ready = form.control._options\n', 'src/foundations/example.ts'],
  ])('%s in %s is reported', async (code, filePath) => {
    const [message] = await layeringMessages(filePath, `declare const control: any, form: any\n${code}`)
    expect(message).toMatch(/private field/)
  })

  it("Payload's public draft status and plain names are not", async () => {
    expect(await layeringMessages(COMPONENT, 'declare const doc: { _status: string; status: string }\nexport const state = [doc._status, doc.status]\n')).toEqual([])
  })
})

describe('one place per thing', () => {
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`
      if (entry.isDirectory()) return sourceFiles(relative)
      return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
    })
  // A collection's or global's own hooks/ folder, a kind of collection's folder, a field's file, or src/model/hooks for those many share.
  const HOOK_PLACES = /^src\/model\/(collections\/[A-Z]\w+\/hooks\/|globals\/[A-Z]\w+\/hooks\/|collections\/kinds\/|hooks\/|fields\/)/
  const DECLARES_HOOK = /:\s*(Collection\w*Hook|Global\w*Hook|FieldHook|AfterErrorHook)\b/

  it('keeps each Payload hook beside what it hooks', () => {
    const hookFiles = sourceFiles('src').filter((file) => DECLARES_HOOK.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    expect(hookFiles.length).toBeGreaterThan(10)
    expect(hookFiles.filter((file) => !HOOK_PLACES.test(file))).toEqual([])
  })

  it('sees a hook declared elsewhere', () => {
    expect(HOOK_PLACES.test('src/services/audit/accountHooks.ts')).toBe(false)
    expect(HOOK_PLACES.test('src/model/collections/Users/hooks/auditAccounts.ts')).toBe(true)
    expect(DECLARES_HOOK.test('export const auditSignIn: CollectionAfterLoginHook = async () => {}')).toBe(true)
  })
})
