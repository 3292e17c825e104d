import { chromium } from 'playwright-core'
const url = process.argv[2] ?? 'http://localhost:3000/'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: +(process.env.W ?? 412), height: 823 } })
const page = await ctx.newPage()
const list = []
page.on('request', (r) => list.push(`${r.resourceType()} ${r.method()} ${r.frame() === page.mainFrame() ? "main" : "sub"} ${r.isNavigationRequest()} ${r.url().replace(/^http:\/\/localhost:\d+/, '').slice(0, 110)}`))
await page.goto(url, { waitUntil: 'load' }); await page.waitForTimeout(5000)
console.log(list.join('\n'))
await browser.close()
