import { chromium } from 'playwright-core'
const url = process.argv[2] ?? 'http://localhost:3000/'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: +(process.env.W ?? 412), height: 823 }, deviceScaleFactor: 1.75 })
const page = await ctx.newPage()
await page.addInitScript(() => { window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element?.outerHTML.slice(0, 120), url: e.url.slice(0, 80) }) }).observe({ type: 'largest-contentful-paint', buffered: true }) })
await page.goto(url, { waitUntil: 'load' }); await page.waitForTimeout(4000)
console.log(await page.evaluate(() => window.__lcp))
console.log(await page.evaluate(() => [...document.querySelectorAll('img')].slice(0, 3).map((i) => { const r = i.getBoundingClientRect(); return [i.alt, Math.round(r.width), Math.round(r.height), i.naturalWidth, i.naturalHeight] })))
await browser.close()
