import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
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

    // The demo owner signs in to the console with the printed password, at once.
    assert.match(banner, new RegExp(`Console:\\s+http://localhost:${port}/console/`))
    const password = /Sign in as:\s+demo@hangar\.local\s+password: (\S+)/.exec(banner)?.[1]
    assert.ok(password, banner)
    assert.equal(readFileSync(join(dataDir, 'demo-password'), 'utf8').trim(), password)
    const signIn = await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@hangar.local', password }),
    })
    assert.equal(signIn.status, 200)
    const me = await json(
      await fetch(`${base}/auth/me`, {
        headers: { cookie: signIn.headers.get('set-cookie')!.split(';')[0]! },
      }),
    )
    assert.equal(me.user.role, 'owner')
    assert.equal(me.organization.id, list.datasets[0].organization_id)

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
    assert.ok(banner2.includes(`password: ${password}`), 'and the same demo password')
    const again = await json(await fetch(`${base}/datasets?limit=1`, { headers: { 'Service-Api-Key': key } }))
    assert.equal(again.total, list.total, 'not seeded twice')
    second.child.kill('SIGTERM')
    assert.equal(await second.exit, 0)
  })
})
