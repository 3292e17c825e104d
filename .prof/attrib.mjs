import { chromium } from 'playwright-core'
const url = process.argv[2] ?? 'http://localhost:3000/'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
const page = await ctx.newPage()
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
const events = []
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res))
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading', transferMode: 'ReportEvents' })
await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(5000)
const { profile } = await cdp.send('Profiler.stop')
await cdp.send('Tracing.end'); await done
const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]))
const longs = events.filter((e) => e.name === "RunTask" && e.dur > 50000 && names.get(`${e.pid}:${e.tid}`) === "CrRendererMain"); console.log(events.length, longs.length, profile.samples.length)
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
let t = profile.startTime; const times = profile.timeDeltas.map((d) => (t += d))
const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? profile.startTime
for (const task of longs) {
  const incl = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i] < task.ts || times[i] > task.ts + task.dur) continue
    const seen = new Set()
    for (let id = profile.samples[i]; id; id = parent.get(id)) {
      const cf = nodes.get(id).callFrame
      const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\//, '')}:${cf.columnNumber}`
      if (seen.has(k)) continue; seen.add(k)
      incl.set(k, (incl.get(k) ?? 0) + (profile.timeDeltas[i + 1] ?? 200))
    }
  }
  const inside = events.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.dur > 5000 && e !== task && e.name !== 'RunTask')
  console.log(`task at ${((task.ts - nav) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms: ` + inside.slice(0, 8).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.replace(/^.*\//, '').slice(0, 30) + ')' : ''} ${(e.dur / 1000).toFixed(0)}`).join(', '))
  ;[...incl].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, +(process.env.TOP ?? 14)).forEach(([k, v]) => console.log('   ', (v / 1000).toFixed(0).padStart(5), k))
}
await browser.close()
