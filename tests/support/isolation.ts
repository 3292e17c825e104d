/**
 * Which test files need a module graph of their own. Vitest's default loads
 * every file's imports afresh (for the database tests, Payload and the whole
 * site: seconds of a core per file). A file that changes what the next file
 * would see (the process's environment, the clock, a global, a mocked
 * module) keeps that; the others share one graph per worker (decision 060).
 * The rule reads the files, so a new test follows it without a list to keep.
 */
import fs from 'node:fs'
import path from 'node:path'

/** What a file does that would leak into the files after it in a shared graph. */
export const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(|\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete process\.env|Object\.assign\(process\.env/

/** The test files under `folders` (relative to the project's root) whose text matches the rule, as relative paths. */
export function filesThatChangeSharedState(folders: string[], root = process.cwd()): string[] {
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.test.ts') && !name.split(path.sep).includes('node_modules'))
        .map((name) => path.posix.join(folder, name.split(path.sep).join('/'))),
    )
    .filter((file) => CHANGES_SHARED_STATE.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort()
}

/** The suffix of the project that runs a group's files in graphs of their own (`sqlite-isolated` beside `sqlite`). */
export const ISOLATED = '-isolated'
