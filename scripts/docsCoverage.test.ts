/**
 * Keeps the newcomer's documents in step with the code: every environment
 * variable the code reads is in .env.example (what an operator sets) or
 * .env.test.example (what only the tests and the benchmark read), every
 * variable the site itself reads (src/) in the operator's file, every page
 * of the site has a row in docs/routes.md, and the examples' values are ones
 * src/settings accepts.
 * Plain regular expressions over the files: no build, no database.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { parseEnv } from '../src/settings'

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...filesUnder(relative, keep))
    else if (keep(entry.name)) found.push(relative)
  }
  return found
}

const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/

/** Variable names a file reads from the environment, by the ways this code base reads them. */
export function environmentReads(text: string): Set<string> {
  const names = new Set<string>()
  const add = (pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) names.add(match[1] as string)
  }
  add(/\bprocess\.env\.([A-Z][A-Z0-9_]*)\b/g)
  add(/\bprocess\.env\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)
  // process.env handed on as a parameter (src/settings's schema, the benchmark's options, the Redis URL).
  if (/\bprocess\.env\b/.test(text)) add(/\benv\.([A-Z][A-Z0-9_]*)\b/g)
  for (const match of text.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)) {
    for (const part of (match[1] as string).split(',')) {
      const name = part.split(':')[0]?.split('=')[0]?.trim()
      if (name && /^[A-Z][A-Z0-9_]*$/.test(name)) names.add(name)
    }
  }
  return names
}

/** Names given in an example file, as `NAME=` or commented out as `# NAME=`. */
export function exampleNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^#?[ \t]*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string))
}

/** `NAME=value` lines of an example file, quotes taken off. */
function exampleValues(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const match of text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)) {
    values[match[1] as string] = (match[2] as string).trim().replace(/^"(.*)"$/, '$1')
  }
  return values
}

const OPERATOR_EXAMPLE = '.env.example'
const TEST_EXAMPLE = '.env.test.example'

describe('.env.example and .env.test.example', () => {
  const files = [
    ...filesUnder('src', (name) => SOURCE.test(name) && !TEST_FILE.test(name)),
    ...filesUnder('scripts', (name) => SOURCE.test(name) && !TEST_FILE.test(name)),
    'next.config.mjs',
    'playwright.config.ts',
  ]
  const reads = new Map<string, string[]>()
  for (const file of files) {
    const text = read(file)
    const names = environmentReads(text)
    // src/settings reads its variables through a schema keyed by their names.
    if (file === 'src/settings/index.ts') for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]*): /gm)) names.add(match[1] as string)
    for (const name of names) reads.set(name, [...(reads.get(name) ?? []), file])
  }

  it('finds the variables the code reads', () => {
    // If these are not found, the patterns above have stopped matching the code and the next test proves nothing.
    for (const name of ['PORT', 'DATABASE_URL', 'PAYLOAD_SECRET', 'S3_BUCKET', 'REDIS_URL', 'PAGE_CACHE_MB', 'BENCHMARK_ROUTES', 'HOST']) {
      expect(reads.has(name), `${name} should be found among the variables the code reads`).toBe(true)
    }
  })

  const operatorNames = exampleNames(read(OPERATOR_EXAMPLE))
  const testNames = exampleNames(read(TEST_EXAMPLE))

  it('lists every variable read in src/, scripts/ and the configuration', () => {
    const missing = [...reads]
      .filter(([name]) => !operatorNames.has(name) && !testNames.has(name))
      .map(([name, where]) => `${name} (read in ${where.join(', ')})`)
    expect(missing, `add these to ${OPERATOR_EXAMPLE} (or, read only by the tests and the benchmark, ${TEST_EXAMPLE}), each with a comment`).toEqual([])
  })

  it("lists what the site itself reads in the operator's file", () => {
    const misplaced = [...reads]
      .filter(([name, where]) => where.some((file) => file.startsWith('src/')) && !operatorNames.has(name))
      .map(([name, where]) => `${name} (read in ${where.join(', ')})`)
    expect(misplaced, `the site reads these: list them in ${OPERATOR_EXAMPLE}`).toEqual([])
  })

  it('lists each variable in one file only', () => {
    expect([...operatorNames].filter((name) => testNames.has(name))).toEqual([])
    expect(testNames.size).toBeGreaterThan(10)
  })

  it('holds values src/settings accepts, so they can be copied as they are', () => {
    const values = exampleValues(read(OPERATOR_EXAMPLE))
    expect(Object.keys(values).length).toBeGreaterThan(10)
    expect(() => parseEnv(values)).not.toThrow()
    expect(() => parseEnv({ ...values, ...exampleValues(read(TEST_EXAMPLE)) })).not.toThrow()
  })

  it('is read by these patterns the way the code is written', () => {
    const sample = [
      'const a = process.env.ONE',
      "const b = process.env['TWO']",
      'const { THREE, FOUR: four = 1 } = process.env',
      'function f(env = process.env) { return env.FIVE }',
    ].join('\n')
    expect([...environmentReads(sample)].sort()).toEqual(['FIVE', 'FOUR', 'ONE', 'THREE', 'TWO'])
    expect([...exampleNames('ONE=1\n# TWO=\n#THREE=x\n# not a name: four=\n')].sort()).toEqual(['ONE', 'THREE', 'TWO'])
  })
})

describe('docs/routes.md', () => {
  it('has a row for every page of the site', () => {
    // The Sinhala and Tamil pages under [lang] are the English ones again: their rows are the English pages'.
    const pages = filesUnder('src/app/(site)', (name) => /^page\.(tsx|ts|jsx|js|mdx)$/.test(name)).filter((page) => !page.startsWith('src/app/(site)/[lang]/'))
    expect(pages.length).toBeGreaterThan(20)
    const rows = read('docs/routes.md')
      .split('\n')
      .filter((line) => line.startsWith('|'))
    const missing = pages.filter((page) => !rows.some((row) => row.includes(`\`${page}\``)))
    expect(missing, 'add a row to docs/routes.md for each of these pages').toEqual([])
  })
})

/** The commands a text gives to run a file itself (`npx tsx src/…`, `node scripts/…`), which a move of the file would break. */
export function fileCommands(text: string): string[] {
  return [...text.matchAll(/\b(?:npx\s+)?(?:tsx|node)\s+(?:\.\/)?(?:src|scripts)\/[\w./-]+/g)].map((match) => match[0])
}

/** The npm scripts a text runs (`npm run backup`, `npm start`). */
export function npmScriptsRun(text: string): string[] {
  return [...text.matchAll(/\bnpm\s+(?:run(?:-script)?\s+([\w:.-]+)|(start|test)\b)/g)].map((match) => (match[1] ?? match[2]) as string)
}

describe("the operator's commands", () => {
  // What an operator reads: the README, the guides and the deployment samples (the records of decisions
  // and the guides for developers name files as what they are).
  const DEVELOPERS_ONLY = ['docs/development.md', 'docs/testing.md', 'docs/speed.md', 'docs/architecture.md']
  const files = ['README.md', ...filesUnder('docs', () => true).filter((file) => !file.startsWith('docs/decisions/') && !DEVELOPERS_ONLY.includes(file))]
  const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>)

  it('are npm scripts, so that a file can move without breaking a unit or a timer', () => {
    const found = files.flatMap((file) => fileCommands(read(file)).map((command) => `${file}: ${command}`))
    expect(found, 'give each an npm script in package.json and name that').toEqual([])
  })

  it('name npm scripts that exist', () => {
    const named = new Set(files.flatMap((file) => npmScriptsRun(read(file))))
    expect(named.size).toBeGreaterThan(5)
    expect([...named].filter((name) => !scripts.includes(name))).toEqual([])
  })

  it('are found by these patterns the way the docs write them', () => {
    const sample = 'Run `npx tsx src/commands/prepare.ts && npm run serve`, or node scripts/serve.mjs; then `npm start` and npm run restore -- FILE.'
    expect(fileCommands(sample)).toEqual(['npx tsx src/commands/prepare.ts', 'node scripts/serve.mjs'])
    expect(npmScriptsRun(sample)).toEqual(['serve', 'start', 'restore'])
  })
})
