import { chromium } from 'playwright-core'
const url = process.argv[2] ?? 'http://localhost:3000/'
const runs = Number(process.argv[3] ?? 3)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const byUrl = new Map(), byFn = new Map()
let totalAll = 0
for (let r = 0; r < runs; r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(4000)
  const { profile } = await cdp.send('Profiler.stop')
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const counts = new Map()
  for (let i = 0; i < profile.samples.length; i++) counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0))
  for (const [id, us] of counts) {
    const n = nodes.get(id); const cf = n.callFrame
    if (['(idle)', '(program)', '(garbage collector)'].includes(cf.functionName) && !cf.url) { byFn.set(cf.functionName, (byFn.get(cf.functionName) ?? 0) + us); continue }
    totalAll += us
    const u = cf.url.replace(/^.*\/chunks\//, '') || '(native)'
    byUrl.set(u, (byUrl.get(u) ?? 0) + us)
    const k = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}:${cf.columnNumber}`
    byFn.set(k, (byFn.get(k) ?? 0) + us)
  }
  await ctx.close()
}
await browser.close()
const show = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log((v / 1000 / runs).toFixed(0).padStart(6), k))
console.log('JS self time per run (ms):', (totalAll / 1000 / runs).toFixed(0))
console.log('-- by script'); show(byUrl, 15)
console.log('-- by function'); show(byFn, 30)
