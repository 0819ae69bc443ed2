import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { before, test } from 'node:test'
import { writeLeRobotFolder } from '@hangar/server/src/streams/readers/lerobot-fixtures.ts'
import { keyHeader } from '@hangar/server/src/testing/fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '@hangar/server/src/testing/test-app.ts'
import { compiledCli } from '../testing/compiled-cli.ts'
import { cuttingProxy } from '../testing/cutting-proxy.ts'

let cli = ''
before(async () => {
  cli = await compiledCli()
})
const MB = 1024 * 1024

/** The command line as a separate process (the service runs in this one: it must not block). */
function hangar(args: string[]) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      {
        env: { ...process.env, LOG_LEVEL: 'silent', ADMIN_API_KEY: ADMIN_KEY, HANGAR_IMPORT_RETRY_MS: '50' },
      },
      (err, out, errOut) =>
        resolve({
          code: err ? ((err as { code?: number }).code ?? 1) : 0,
          out: String(out),
          err: String(errOut),
        }),
    )
  })
}

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const { app, org } = await buildTestApp(t)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const dir = mkdtempSync(join(tmpdir(), 'hangar-import-remote-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const folder = join(dir, 'runs')
  mkdirSync(join(folder, 'day1'), { recursive: true })
  const big = randomBytes(10 * MB)
  writeFileSync(join(folder, 'day1', 'big run.bin'), big)
  writeFileSync(join(folder, 'small.jsonl'), '{"t":0}\n')
  const datasets = async () =>
    (await app.inject({ url: '/datasets?limit=100', headers: keyHeader(org.key) })).json().datasets as {
      name: string
      link: string
    }[]
  const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')
  return { app, org, url, folder, big, journal: join(dir, 'journal.json'), datasets, sha256 }
}

test('import --url: a connection cut mid-file resumes from the service’s offset, not from zero; a second run creates nothing twice', async (t) => {
  const { app, org, url, folder, big, journal, datasets, sha256 } = await setup(t)
  const proxy = await cuttingProxy(url, { cutAt: [3 * MB] })
  t.after(() => proxy.close())
  const args = ['import', folder, '--org', org.id, '--type', 'episode', '--journal', journal]

  const first = await hangar([...args, '--url', proxy.url])
  assert.equal(first.code, 0, first.out + first.err)
  assert.match(first.out, /created 2 datasets from 2 files/)
  assert.equal(proxy.cuts(), 1)
  assert.match(first.err, /imports\/day1\/big_run\.bin: .*again in/, 'the retry is reported')
  // Starting again from zero would have sent 3 MB more than the file.
  assert.ok(proxy.forwarded() < big.length + 0.5 * MB, `${proxy.forwarded()} bytes sent for a 10 MB file`)
  const stored = await app.services.files.find('imports/day1/big_run.bin')
  assert.equal(stored?.sha256, sha256(big))
  assert.deepEqual((await datasets()).map((d) => d.link).sort(), [
    'imports/day1/big_run.bin',
    'imports/small.jsonl',
  ])
  assert.equal(await app.deps.db.selectFrom('uploads').select('id').executeTakeFirst(), undefined)

  const again = await hangar([...args, '--url', url])
  assert.equal(again.code, 0, again.out + again.err)
  assert.match(again.out, /created 0 datasets from 2 files, skipped 2 already imported/)
  assert.equal((await datasets()).length, 2)
})

test('import --url: a run that gives up leaves its upload to the next run, which sends only the bytes the service lacks', async (t) => {
  const { app, org, url, folder, big, journal, datasets, sha256 } = await setup(t)
  const args = [
    'import',
    folder,
    '--org',
    org.id,
    '--type',
    'episode',
    '--journal',
    journal,
    '--retries',
    '1',
  ]
  // The link goes down after 6 MB and stays down.
  const down = await cuttingProxy(url, { cutAt: [6 * MB], thenRefuse: true })
  t.after(() => down.close())
  const first = await hangar([...args, '--url', down.url])
  assert.equal(first.code, 1, first.out + first.err)
  assert.match(
    first.out,
    /created 0 datasets from 2 files\n {2}failed day1\/big run\.bin: .*gave up after 1 retries/,
  )
  // The service notices the dropped connection on its own time: wait for it to commit what arrived.
  const pendingUpload = () =>
    app.deps.db.selectFrom('uploads').select(['received', 'size']).executeTakeFirstOrThrow()
  for (let i = 0; i < 200 && Number((await pendingUpload()).received) === 0; i++)
    await new Promise((r) => setTimeout(r, 25))
  const pending = await pendingUpload()
  assert.ok(
    Number(pending.received) > 0 && Number(pending.received) < big.length,
    `received ${pending.received}`,
  )
  assert.ok(JSON.parse(readFileSync(journal, 'utf8')).files['imports/day1/big_run.bin'].upload_location)

  const up = await cuttingProxy(url)
  t.after(() => up.close())
  const second = await hangar([...args, '--url', up.url])
  assert.equal(second.code, 0, second.out + second.err)
  assert.match(second.out, /created 2 datasets from 2 files\n/)
  const rest = big.length - Number(pending.received)
  assert.ok(
    up.forwarded() > rest && up.forwarded() < rest + 64 * 1024,
    `${up.forwarded()} bytes sent where ${rest} were missing`,
  )
  assert.equal((await app.services.files.find('imports/day1/big_run.bin'))?.sha256, sha256(big))
  assert.equal((await datasets()).length, 2)
})

test('import --url without the admin key says so; a wrong key is named per file', async (t) => {
  const { org, url, folder, journal } = await setup(t)
  const args = ['import', folder, '--org', org.id, '--type', 'episode', '--journal', journal, '--url', url]
  const none = await new Promise<{ code: number; err: string }>((resolve) =>
    execFile(process.execPath, [cli, ...args], { env: { ...process.env, ADMIN_API_KEY: '' } }, (err, _o, e) =>
      resolve({ code: err ? 1 : 0, err: String(e) }),
    ),
  )
  assert.equal(none.code, 1)
  assert.match(none.err, /needs the admin key: --admin-key or ADMIN_API_KEY/)
  const wrong = await hangar([...args, '--admin-key', 'x'.repeat(40)])
  assert.equal(wrong.code, 1)
  assert.match(wrong.out, /failed small\.jsonl: 401: /)
})

test('import-lerobot --url: episodes through the resumable uploads and the admin API; a second run skips them', async (t) => {
  const { app, org, url, journal, datasets } = await setup(t)
  const dir = mkdtempSync(join(tmpdir(), 'hangar-lerobot-remote-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const folder = join(dir, 'stairs')
  await writeLeRobotFolder(folder, { version: 'v3.0', episodes: 2, frames: 10, fps: 10, cameras: ['cam'] })
  const args = ['import-lerobot', folder, '--org', org.id, '--journal', journal, '--url', url]
  const first = await hangar(args)
  assert.equal(first.code, 0, first.out + first.err)
  assert.match(first.out, /created 2 episode datasets, skipped 0 already imported/)
  const episodes = (await datasets()).filter((d) => d.link.startsWith('lerobot/stairs/'))
  assert.equal(episodes.length, 2)
  assert.ok(await app.services.files.find('lerobot/stairs/meta/info.json'))
  const again = await hangar(args)
  assert.match(again.out, /created 0 episode datasets, skipped 2 already imported/)
  assert.equal((await datasets()).length, 2)
})
