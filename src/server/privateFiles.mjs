/**
 * DATA_DIR and BACKUP_DIR hold applicants' documents, the database and the
 * archives of both: only the account that runs the site may read them
 * (docs/security.md, "Files on the server"). Two means, both needed:
 *
 * - every process of the site (scripts/serve.mjs, scripts/start.mjs, the
 *   commands in src/commands) sets its umask to 077 before it writes anything,
 *   so that whatever it creates, SQLite's database, write-ahead log and shared
 *   memory, uploads, a restore's files, is owner-only (files 0600, folders
 *   0700) whichever library creates it;
 * - the folders themselves are made, or tightened, to 0700, so that what an
 *   older version left readable (0644 in a 0755 folder) cannot be reached.
 *
 * Plain JavaScript so that the site's server can import it.
 */
import fs from 'node:fs'

/** Nothing a process of the site creates is readable or writable by the group or others. */
export const PRIVATE_UMASK = 0o077

export function keepFilesPrivate() {
  process.umask(PRIVATE_UMASK)
}

/** Why a folder cannot be made, in a sentence that says what to do. */
export class FolderError extends Error {}

/**
 * Makes `dir` (and its missing parents) owner-only, or tightens it to 0700
 * when it lets the group or others in. `name` is the variable that sets it.
 * @param {string} dir
 * @param {string} name
 */
export function privateFolder(dir, name) {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    const stat = fs.statSync(dir)
    if (!stat.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' })
    // Only the owner may change a folder's mode; a folder of another account is left as it is.
    const owned = typeof process.getuid !== 'function' || stat.uid === process.getuid()
    if (owned && (stat.mode & 0o077) !== 0) fs.chmodSync(dir, stat.mode & 0o700)
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? 'an error'
    throw new FolderError(
      code === 'ENOTDIR' || code === 'EEXIST'
        ? `${name}=${dir} is not a folder (or a part of its path is a file): set ${name} to a folder.`
        : `${name}=${dir} does not exist and cannot be made (${code}). Create it, owned by the account that runs the site, with \`mkdir -p ${dir} && chmod 700 ${dir}\`, or set ${name} to a folder that account may write.`,
    )
  }
}
