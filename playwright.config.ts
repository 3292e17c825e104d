/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the
 * built site on a fresh demo database, at phone and desktop widths.
 */
import { defineConfig } from '@playwright/test'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    // Paying the fee runs on a server of its own with PayHere's stand-in, at phone width only.
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, testIgnore: 'feePayment.spec.ts' },
  ],
})
