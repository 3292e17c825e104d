/**
 * An empty PostgreSQL database of its own beside a given one, for a run that
 * must not share tables with others on the same server: the benchmark's
 * several instances, and tests that start their own servers. Plain JavaScript:
 * the benchmark runs under node without compiling. pg is loaded only when a
 * database is made, so importing this costs nothing otherwise.
 */

/**
 * Drops and creates `{given database}_{suffix}` on the server of `givenUrl`
 * and returns its URL (same user, host and options).
 * @param {string} givenUrl a postgres:// URL
 * @param {string} suffix
 * @returns {Promise<string>}
 */
export async function emptyDatabaseBeside(givenUrl, suffix) {
  const url = new URL(givenUrl)
  const name = `${url.pathname.slice(1) || 'postgres'}_${suffix}`.replace(/[^a-z0-9_]/gi, '_')
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}
