import { chromium } from 'playwright-core'
const url = process.argv[2] ?? 'http://localhost:3000/'
const runs = Number(process.argv[3] ?? 3)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
let tbtSum = 0
for (let r = 0; r < runs; r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(5000)
  await cdp.send('Tracing.end'); await done
  const main = events.find((e) => e.name === 'TracingStartedInBrowser')
  const renderer = events.filter((e) => e.name === 'RunTask' && e.dur > 50000)
  // main thread of the renderer: the thread with most RunTask time among CrRendererMain
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]))
  const longs = renderer.filter((e) => names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? longs[0]?.ts
  let tbt = 0
  console.log(`run ${r}: fcp ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms`)
  for (const t of longs) {
    if (fcp && t.ts + t.dur < fcp.ts) continue
    tbt += t.dur / 1000 - 50
    const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 8000 && e !== t && e.name !== 'RunTask')
    const desc = inside.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.replace(/^.*\//, '') + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''} ${(e.dur / 1000).toFixed(0)}`).join(', ')
    console.log(`  task at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(0)} ms — ${desc}`)
  }
  console.log(`  TBT-ish (after FCP): ${tbt.toFixed(0)} ms`)
  tbtSum += tbt
  await ctx.close()
}
console.log('mean TBT-ish', (tbtSum / runs).toFixed(0))
await browser.close()
