/**
 * The demo content, prepared once for a whole run of the suite. Loading it
 * draws and resizes every demo picture (about 17 s of a core), and a dozen
 * test servers start on it: so the test command's "demo data" part
 * (scripts/testPlan.mjs) runs the site's own start-up preparation once, into
 * a folder of its own, with the test staff account, and names it in
 * TEST_DEMO_DATA. startTestServer copies that folder and has nothing left to
 * prepare: no preparation process (about 12 s of a core each) per server. Run
 * alone (one test file, without TEST_DEMO_DATA), or with other staff, a server
 * prepares its own as before.
 * tests/support/makeDemoData.ts prepares the folder.
 */
import fs from 'node:fs'
import path from 'node:path'

/** The prepared folder of this run, when there is one; null otherwise. */
export function preparedDemoData(): string | null {
  const folder = process.env.TEST_DEMO_DATA
  return folder && fs.existsSync(path.join(folder, 'campus.db')) ? folder : null
}

/** Copies the prepared demo data into `dataDir`, all but the secret each server makes for itself. */
export function copyDemoData(from: string, dataDir: string): void {
  fs.cpSync(from, dataDir, { recursive: true, filter: (source) => path.basename(source) !== '.payload-secret' })
}
