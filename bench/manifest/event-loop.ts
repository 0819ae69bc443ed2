import { monitorEventLoopDelay } from 'node:perf_hooks'
import { validateManifest } from '../../server/src/releases/validate-manifest.ts'
import { buildTestApp } from '../../server/src/testing/test-app.ts'

/**
 * How long one hostile POST /releases/validate holds the event loop: the longest stall seen
 * while it is answered, against doing the same parse and check on the event loop (before).
 * Run: node --import tsx bench/manifest/event-loop.ts
 */
const after: (() => unknown)[] = []
const { app, org } = await buildTestApp({ after: (fn: () => unknown) => void after.push(fn) })
const bodies = {
  'tiny objects, 8 MiB': `{"records":[${'{},'.repeat(2_700_000)}{}]}`,
  '10,000 empty records': JSON.stringify({ records: Array.from({ length: 10_000 }, () => ({})) }),
}
for (const [name, text] of Object.entries(bodies)) {
  const h = monitorEventLoopDelay({ resolution: 5 })
  h.enable()
  let t = performance.now()
  const res = await app.inject({
    method: 'POST',
    url: '/releases/validate',
    headers: { 'service-api-key': org.key, 'content-type': 'application/json' },
    payload: text,
  })
  const routeMs = performance.now() - t
  h.disable()
  const worker = h.max / 1e6
  // Before: the parse and the unbounded check ran on the loop (too slow to wait for on 8 MiB).
  let before = ''
  if (text.length < 1_000_000) {
    t = performance.now()
    validateManifest(JSON.parse(text))
    before = `; before, on the loop: ${(performance.now() - t).toFixed(0)} ms`
  }
  console.log(
    `${name}: ${res.statusCode} in ${routeMs.toFixed(0)} ms; longest event-loop stall ${worker.toFixed(1)} ms${before}`,
  )
}
for (const fn of after) await fn()
