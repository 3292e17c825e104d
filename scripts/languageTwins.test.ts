/**
 * The Sinhala and Tamil pages are the English pages again (docs/decisions/068):
 * English's route files are the static tree src/app/(site)/(en), and each
 * has a twin under src/app/(site)/[lang] that re-exports it, so a page added
 * in English is in the three languages, and no twin holds code of its own.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ENGLISH = 'src/app/(site)/(en)'
const TWINS = 'src/app/(site)/[lang]'
const ROUTE_FILE = /^(page|not-found|error)\.tsx$/

function routeFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name)
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), relative)
    return ROUTE_FILE.test(entry.name) ? [relative] : []
  })
}

describe('the pages of Sinhala and Tamil', () => {
  it('are the English route files, each re-exported by its twin and by nothing else', () => {
    const english = routeFiles(ENGLISH).sort()
    expect(english.length).toBeGreaterThan(30)
    expect(routeFiles(TWINS).sort()).toEqual(english)
    for (const file of english) {
      const twin = fs.readFileSync(path.join(TWINS, file), 'utf8')
      const target = `${'../'.repeat(file.split('/').length)}(en)/${file.replace(/\.tsx$/, '')}`
      const code = twin.split('\n').filter((line) => line.trim() && !line.startsWith('//') && line !== "'use client'")
      expect(code, file).toEqual([expect.stringMatching(new RegExp(`^export \\{ [\\w, ]+ \\} from '${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'$`))])
      // Every export of the English file that Next reads is passed on.
      const source = fs.readFileSync(path.join(ENGLISH, file), 'utf8')
      for (const name of ['generateMetadata', 'generateStaticParams']) {
        if (new RegExp(`export (?:const|async function|function) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(source)) expect(twin, `${file}: ${name}`).toContain(name)
      }
      if (/export default|export \{[^}]*\bdefault\b/.test(source)) expect(twin, `${file}: default`).toContain('default')
    }
  })
})
