import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] })
const [,, url, out, width, y, h] = process.argv
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url, { waitUntil: 'networkidle' })
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).click(); await page.waitForTimeout(1500) }
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: Number(h) } })
await browser.close()
