/**
 * Throughput under load: wrk -t1 -c50 rounds of two servers, interleaved,
 * each after both went idle, and the median requests per second of each.
 */
import fs from 'node:fs'

import { median } from './figures.mjs'
import { run } from './processes.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** CPU time (clock ticks) used so far by the processes of one group, from /proc. */
function groupCpuTicks(pgid) {
  let ticks = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // After "pid (name) ": state, ppid, pgrp, ..., utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks
}

/**
 * Waits until the servers are idle: when wrk stops, up to 50 requests are
 * still being answered, and that work must not land in the next round's
 * measure of the other server. Idle: under a tenth of a core over 300 ms.
 */
export async function settle(pgids) {
  if (!fs.existsSync('/proc/self/stat')) return sleep(2000)
  const deadline = Date.now() + 30_000
  let before = pgids.map(groupCpuTicks)
  while (Date.now() < deadline) {
    await sleep(300)
    const now = pgids.map(groupCpuTicks)
    if (now.every((ticks, index) => ticks - before[index] <= 3)) return
    before = now
  }
}

/** One wrk round: requests per second, and whether any reply was an error. */
export async function wrk(url, seconds) {
  // A slow reply is counted, not dropped as a time-out (wrk's default is 2 s).
  const result = await run('wrk', ['-t1', '-c50', `-d${seconds}s`, '--timeout', '30s', url], { timeoutMs: (seconds + 60) * 1000 })
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(result.stdout)
  const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout)
  const socketErrors = /Socket errors:[^\n]*/.exec(result.stdout)
  if (!rate) throw new Error(`wrk printed no rate for ${url}: ${result.stderr.trim() || result.stdout.trim()}`)
  return { rps: Number(rate[1]), failed: Number(bad?.[1] ?? 0), socketErrors: socketErrors?.[0].trim() ?? '' }
}

/**
 * Rounds of the site's address and the floor, one after the other, each
 * after both servers went idle; the medians of each. A warm-up under the same
 * load first: the site's content cache and the JIT fill on the first
 * requests.
 */
export async function throughput(siteUrl, floorUrl, { duration, rounds, servers }) {
  await wrk(siteUrl, 3)
  await settle(servers)
  const site = []
  const floor = []
  const notes = new Set()
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url, into] of [
      ['site', siteUrl, site],
      ['floor', floorUrl, floor],
    ]) {
      const result = await wrk(url, duration)
      await settle(servers)
      into.push(result.rps)
      if (result.failed > 0) notes.add(`${name}: ${result.failed} error replies`)
      if (result.socketErrors) notes.add(`${name}: ${result.socketErrors}`)
    }
  }
  return { site: median(site), floor: median(floor), notes: [...notes] }
}
