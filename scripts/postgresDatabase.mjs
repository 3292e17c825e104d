/**
 * A PostgreSQL database of its own beside a given one, for a run that must
 * not share tables with others on the same server: the benchmark's several
 * instances, and tests that start their own servers. Empty, or a copy of a
 * prepared database (PostgreSQL copies a template's files, in about a second
 * where loading the demo content takes half a minute of a core). Plain
 * JavaScript: the benchmark runs under node without compiling. pg is loaded
 * only when a database is made, so importing this costs nothing otherwise.
 */

/**
 * The URL of `{given database}_{suffix}` on the server of `givenUrl` (same
 * user, host and options), without touching the server.
 * @param {string} givenUrl a postgres:// URL
 * @param {string} suffix
 * @returns {string}
 */
export function databaseUrlBeside(givenUrl, suffix) {
  const url = new URL(givenUrl)
  url.pathname = `/${`${url.pathname.slice(1) || 'postgres'}_${suffix}`.replace(/[^a-z0-9_]/gi, '_')}`
  return url.toString()
}

const nameOf = (url) => decodeURIComponent(new URL(url).pathname.slice(1))

/**
 * Drops `targetUrl`'s database (closing its connections) and creates it
 * again, empty or as a copy of `templateUrl`'s, through a connection to
 * `givenUrl`'s database on the same server. A template must have no
 * connection of its own while it is copied.
 * @param {string} givenUrl
 * @param {string} targetUrl
 * @param {string} [templateUrl]
 */
export async function recreateDatabase(givenUrl, targetUrl, templateUrl) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: givenUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${nameOf(targetUrl)}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${nameOf(targetUrl)}"${templateUrl ? ` TEMPLATE "${nameOf(templateUrl)}"` : ''}`)
  } finally {
    await client.end()
  }
}

/**
 * Drops and creates `{given database}_{suffix}` on the server of `givenUrl`,
 * empty, and returns its URL.
 * @param {string} givenUrl a postgres:// URL
 * @param {string} suffix
 * @returns {Promise<string>}
 */
export async function emptyDatabaseBeside(givenUrl, suffix) {
  const url = databaseUrlBeside(givenUrl, suffix)
  await recreateDatabase(givenUrl, url)
  return url
}
