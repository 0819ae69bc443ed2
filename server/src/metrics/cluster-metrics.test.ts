import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { sample } from '../testing/prometheus.ts'
import { freePort, spawnService } from '../testing/spawn-service.ts'

test('under start:cluster, METRICS_PORT answers for every worker at once', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-cluster-metrics-'))
  t.after(() => rmSync(dataDir, { recursive: true, force: true }))
  const [port, metricsPort] = [await freePort(), await freePort()]
  const service = spawnService(
    {
      WORKERS: '2',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '0',
      ADMIN_API_KEY: 'cluster-metrics-admin-key-0123456789',
      SIGNING_SECRET: 's'.repeat(40),
    },
    'cluster.ts',
  )
  t.after(() => service.stop())
  await service.banner

  // The workers take connections in turn, so a scrape of either one alone would see about half.
  const requests = 40
  for (let i = 0; i < requests; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } })
    assert.equal(res.status, 200)
  }
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
  assert.equal(res.status, 200)
  assert.match(String(res.headers.get('content-type')), /^text\/plain; version=0\.0\.4/)
  const text = await res.text()
  assert.equal(
    sample(text, 'hangar_http_requests_total{route="/healthz",method="GET",status_code="200"}'),
    requests,
    text
      .split('\n')
      .filter((l) => l.startsWith('hangar_http_requests_total'))
      .join('\n'),
  )
  assert.equal((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status, 404)
  assert.equal((await fetch(`http://127.0.0.1:${port}/metrics`)).status, 404, 'not on the main port')
})
