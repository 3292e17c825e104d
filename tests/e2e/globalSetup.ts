import fs from 'node:fs'

import { CHROMIUM } from '../../playwright.config'
import { startTestServer } from '../support/testServer'

export default async function globalSetup() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium's headless shell not found at ${CHROMIUM}. Install Debian's package: apt-get install -y chromium-headless-shell`)
  }
  const server = await startTestServer('e2e')
  process.env.E2E_BASE_URL = server.baseURL
  return server.stop
}
