/**
 * The response cache's own cost per hit, with one hot key (an organization's stats, a list page
 * read again and again) and with the cache full of other entries, as after a run of reads that
 * never repeat (the get-by-id-spread scenario): a hit must cost the same either way (issue 13);
 * and the in-memory rate-limit window of one hot key among many.
 *   node --import tsx bench/response-cache.ts [--entries-mb 32]
 */
import { parseArgs } from 'node:util'
import { systemClock } from '../server/src/common/clock.ts'
import { MemoryWindows } from '../server/src/plugins/rate-limit-windows.ts'
import { ResponseCache } from '../server/src/plugins/response-cache.ts'

const { values } = parseArgs({ options: { 'entries-mb': { type: 'string', default: '32' } } })
const cache = new ResponseCache(Number(values['entries-mb']) * 2 ** 20, systemClock)
const org = '0b8f5a8e-3f0e-4d55-9d1b-6f8a2f7f0c11'
const hotKey = `${org}\nstats\n20418`
// A dataset's JSON is about 1.1 kB.
const body = JSON.stringify({ padding: 'x'.repeat(1100) })

function perHit(label: string): void {
  const calls = 100_000
  const start = process.cpuUsage()
  for (let i = 0; i < calls; i++)
    if (cache.get(hotKey, 1, false) === undefined) cache.set(hotKey, 1, -1, '{"total":1}')
  const used = process.cpuUsage(start)
  console.log(
    `${label}: ${((used.user + used.system) / calls).toFixed(2)} µs CPU per hit (${cache.size} entries)`,
  )
}

perHit('one hot key, nothing else cached')
let filled = 0
for (let i = 0; i < 200_000; i++, filled++) {
  const key = `${org}\ndataset\n${i}`
  cache.set(key, 1, cache.second(true), body)
}
console.log(`then ${filled} other entries written (${(cache.bytes / 2 ** 20).toFixed(1)} MB kept)`)
perHit('one hot key, the cache full')

// The rate limiter's windows keep their recency the same way, and every request is a hit there.
const windows = new MemoryWindows(60_000)
for (let i = 0; i < 5000; i++) windows.hit(`ip:10.0.${i >> 8}.${i & 255}`)
const calls = 100_000
const start = process.cpuUsage()
for (let i = 0; i < calls; i++) windows.hit('key:hot')
const used = process.cpuUsage(start)
console.log(
  `rate-limit window of one hot key among 5,000: ${((used.user + used.system) / calls).toFixed(2)} µs CPU per request`,
)
