/**
 * The layering rules of eslint.config.mjs, run on small snippets placed where
 * they would live: each forbidden import is reported, each allowed one is not.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const RULE = '@typescript-eslint/no-restricted-imports'

let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })
  // The first run loads the configuration and its plugins: a few seconds, here rather than in a test.
  await eslint.lintText('export {}\n', { filePath: 'src/app/(site)/page.tsx' })
}, 60_000)

/** The messages of the layering rule for `code` placed at `filePath`. */
async function layeringMessages(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath })
  expect(results).toHaveLength(1)
  const messages = results[0]?.messages ?? []
  // Parse errors and "file ignored" warnings carry no rule: either would make a pass meaningless.
  expect(messages.filter((message) => message.ruleId === null)).toEqual([])
  return messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
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
    ["import { storeSubmission } from '@/submissions/store'", PAGE],
    ["import { postRoutes } from '@/submissions/handlers'", PAGE],
    ["import { getPayload } from 'payload'", 'src/app/v1/[[...path]]/route.ts'],
    ["import { payloadClient } from '@/payloadClient'", 'src/app/staff-documents/[application]/[file]/route.ts'],
    ["import { storedDocumentKey } from '@/submissions/storage'", 'src/app/staff-documents/[application]/[file]/route.ts'],
    ["import { payloadClient } from '@/payloadClient'", 'src/api/documentDownload.ts'],
    ["import { storeSubmission } from '@/submissions/store'", 'src/api/v1.ts'],
    ["import { storeSubmission } from '../submissions/store'", 'src/api/v1.ts'],
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
    ["import { useFormFields } from '@payloadcms/ui'", 'src/admin/ApplicationDocuments.tsx'],
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
    "import { storeSubmission } from '@/submissions/store'",
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
