import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { freePort, spawnService as start } from './testing/spawn-service.ts'

/** What a new user meets: `npm start` as a real process, demo data, restart, SIGTERM. */

describe('npm start', () => {
  test('seeds demo data once, prints a working key, survives a restart and stops cleanly on SIGTERM', async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-main-'))
    t.after(() => rmSync(dataDir, { recursive: true, force: true }))
    const port = await freePort()
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' }
    const base = `http://127.0.0.1:${port}`

    const first = start(env)
    t.after(() => first.child.kill('SIGKILL'))
    const banner = await first.banner
    const key = /Demo API key:\s+(hgr_\S+)/.exec(banner)?.[1]
    assert.ok(key, banner)
    assert.match(banner, /Admin key:\s+hga_/)
    // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire
    const json = async (r: Response): Promise<any> => r.json()
    const list = await json(
      await fetch(`${base}/datasets?limit=1000`, { headers: { 'Service-Api-Key': key } }),
    )
    assert.ok(list.total >= 40, `total ${list.total}`)
    const types = new Set(list.datasets.map((d: { data_type: string }) => d.data_type))
    assert.equal(types.size, 4)
    const stats = await json(await fetch(`${base}/datasets/stats`, { headers: { 'Service-Api-Key': key } }))
    for (const [status, n] of Object.entries(stats.by_status))
      assert.ok((n as number) > 0, `no ${status} dataset`)
    const synthetic = list.datasets.find((d: { data_type: string }) => d.data_type === 'synthetic_pov')
    const one = await json(
      await fetch(`${base}/datasets/dataset?id=${synthetic.id}`, { headers: { 'Service-Api-Key': key } }),
    )
    const file = await fetch(one.signed_url.replace(`http://localhost:${port}`, base))
    assert.equal(file.status, 200)
    assert.ok((await file.arrayBuffer()).byteLength > 0)

    const mechas = await json(await fetch(`${base}/mechas`, { headers: { 'Service-Api-Key': key } }))
    assert.deepEqual(mechas.mechas.map((m: { model: string }) => m.model).sort(), ['quadruped', 'rover'])

    first.child.kill('SIGTERM')
    assert.equal(await first.exit, 0, 'graceful exit')
    const logLines = first
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
    assert.ok(
      logLines.some((l) => l.includes('"reqId"')),
      'request logs carry a request id',
    )
    assert.ok(
      logLines.every((l) => !l.includes(key)),
      'the key never reaches a log line',
    )

    const second = start(env)
    t.after(() => second.child.kill('SIGKILL'))
    const banner2 = await second.banner
    assert.ok(banner2.includes(key), 'the same demo key is shown again')
    const again = await json(await fetch(`${base}/datasets?limit=1`, { headers: { 'Service-Api-Key': key } }))
    assert.equal(again.total, list.total, 'not seeded twice')
    second.child.kill('SIGTERM')
    assert.equal(await second.exit, 0)
  })
})
