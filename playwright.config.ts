/**
 * Browser tests: Debian's Chromium headless shell (never a downloaded browser) against the
 * built site on a fresh demo database.
 *
 * Each test runs at the width where its behaviour lives, by its tag:
 * `@layout` (what the page looks like: positions, sizes, what is in view,
 * axe over a whole page) at phone and desktop widths; `@staff` (the back
 * office) at desktop width, where staff work; any other test at phone width,
 * where most visitors are. A test that reads only the server's HTML, or
 * sets its own viewport, has no tag.
 */
import { defineConfig } from '@playwright/test'

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same
 * Chromium release as /usr/bin/chromium without the desktop browser around it,
 * as Playwright itself runs headless tests. It takes about 40% less of a core
 * per page (decision 059).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grepInvert: /@staff\b/ },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, grep: /@layout\b|@staff\b/ },
  ],
})
