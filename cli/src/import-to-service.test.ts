import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort, spawnService } from '@hangar/server/src/testing/spawn-service.ts'
import { compiledCli } from './testing/compiled-cli.ts'

let cli = ''
before(async () => {
  cli = await compiledCli()
})

function hangar(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', DEMO: '0', SQLITE_SYNCHRONOUS: 'OFF', ...env },
    encoding: 'utf8',
  })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

const csv = (rows: number) =>
  `t,battery_v\n${Array.from({ length: rows }, (_, i) => `${i / 10},${(24 - i / 1000).toFixed(3)}`).join('\n')}\n`

async function streamsOf(base: string, key: string, id: string) {
  const res = await fetch(`${base}/datasets/${id}/streams`, { headers: { 'Service-Api-Key': key } })
  assert.equal(res.status, 200)
  return (await res.json()) as { status: string; channels: { name: string }[]; detail: string | null }
}

/**
 * The command line's in-process commands enqueue; the running service does the work
 * (docs/jobs.md). Before jobs, an import's datasets stayed `indexing` about 11 minutes.
 */
describe('work the command line leaves to the running service', () => {
  test('hangar import into a running service: every dataset ready within seconds, indexed once', async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-jobs-'))
    t.after(() => rmSync(dataDir, { recursive: true, force: true }))
    const env = { DATA_DIR: dataDir, ADMIN_API_KEY: 'admin-key-for-the-jobs-test-0123456789' }
    const org = JSON.parse(hangar(['org', 'create', 'Jobs Robotics'], env).out)
    const key = JSON.parse(hangar(['key', 'create', org.id, '--name', 'ci'], env).out).key as string
    const port = await freePort()
    const service = spawnService({ ...env, PORT: String(port), DEMO: '0', JOB_LEASE_MS: '2000' })
    t.after(() => service.stop())
    await service.banner
    const base = `http://127.0.0.1:${port}`

    const folder = join(dataDir, 'incoming')
    mkdirSync(folder, { recursive: true })
    for (let i = 0; i < 5; i++) writeFileSync(join(folder, `run-${i}.csv`), csv(200 + i))
    const imported = hangar(['import', folder, '--org', org.id, '--type', 'telemetry'], env)
    assert.equal(imported.code, 0, imported.out + imported.err)
    const ended = Date.now()
    const list = (await (
      await fetch(`${base}/datasets?limit=10`, { headers: { 'Service-Api-Key': key } })
    ).json()) as { datasets: { id: string }[] }
    const ids = list.datasets.map((d) => d.id)
    assert.equal(ids.length, 5)
    for (const id of ids) {
      for (;;) {
        const s = await streamsOf(base, key, id)
        if (s.status === 'ready') {
          assert.deepEqual(
            s.channels.map((c) => c.name),
            ['battery_v'],
          )
          break
        }
        assert.equal(s.status, 'indexing', JSON.stringify(s))
        assert.ok(Date.now() - ended < 30_000, `still indexing ${Date.now() - ended} ms after the import`)
        await sleep(100)
      }
    }
    const waited = Date.now() - ended
    const jobs = JSON.parse(hangar(['jobs', 'list', '--kind', 'streams.index', '--json'], env).out) as {
      state: string
      attempts: number
    }[]
    assert.equal(jobs.length, 5)
    assert.ok(
      jobs.every((j) => j.state === 'done' && j.attempts === 1),
      JSON.stringify(jobs),
    )
    t.diagnostic(`5 imported datasets ready ${waited} ms after the import ended`)

    // A process that dies holding a job (SIGKILL): the service takes the job over once its
    // lease (JOB_LEASE_MS, 2 s here) runs out, and the dataset is indexed.
    const later = join(dataDir, 'later')
    mkdirSync(later)
    writeFileSync(join(later, 'late.csv'), csv(50))
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `
        const { loadConfig } = await import(${JSON.stringify(join(import.meta.dirname, '../../server/src/config.ts'))})
        const { openDatabase } = await import(${JSON.stringify(join(import.meta.dirname, '../../server/src/storage/database.ts'))})
        const { claimJob } = await import(${JSON.stringify(join(import.meta.dirname, '../../server/src/jobs/job.repository.ts'))})
        const c = loadConfig()
        const d = await openDatabase({ dataDir: c.dataDir, sqliteSynchronous: 'OFF', sqliteBusyTimeoutMs: 5000 })
        for (;;) {
          const j = await claimJob(d.db, d.dialect, 'doomed:1', ['streams.index'], Date.now(), 2000)
          if (j) { process.stdout.write('claimed ' + j.dataset_id + '\\n'); break }
          await new Promise((r) => setTimeout(r, 5))
        }
        setInterval(() => {}, 1000)
        `,
      ],
      { env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    t.after(() => holder.kill('SIGKILL'))
    // The service itself would take the job first: it is stopped meanwhile.
    await service.stop()
    const claimed = new Promise<string>((resolve) => {
      let out = ''
      holder.stdout!.on('data', (d) => {
        out += d
        const m = /claimed (\S+)/.exec(out)
        if (m) resolve(m[1]!)
      })
    })
    const late = hangar(['import', later, '--org', org.id, '--type', 'telemetry'], env)
    assert.equal(late.code, 0, late.out + late.err)
    const lateId = await claimed
    holder.kill('SIGKILL')
    const killedAt = Date.now()
    const again = spawnService({ ...env, PORT: String(port), DEMO: '0', JOB_LEASE_MS: '2000' })
    t.after(() => again.stop())
    await again.banner
    for (;;) {
      const s = await streamsOf(base, key, lateId)
      if (s.status === 'ready') break
      assert.equal(s.status, 'indexing', JSON.stringify(s))
      assert.ok(Date.now() - killedAt < 20_000, 'not taken over within 20 s')
      await sleep(100)
    }
    t.diagnostic(`taken over and indexed ${Date.now() - killedAt} ms after its holder was killed`)
    const [job] = JSON.parse(
      hangar(['jobs', 'list', '--dataset-id', lateId, '--kind', 'streams.index', '--json'], env).out,
    ) as { state: string; attempts: number }[]
    assert.equal(job?.state, 'done')
  })
})
