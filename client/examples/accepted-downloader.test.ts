import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { createDataset, keyHeader, uploadFile } from '../../server/src/testing/fixtures.ts'
import { freePort } from '../../server/src/testing/spawn-service.ts'
import { buildTestApp } from '../../server/src/testing/test-app.ts'

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** The example as a process of its own, its output collected; `lines` resolves on a count. */
function runExample(env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'accepted-downloader.ts'), ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  let err = ''
  const waiters: (() => void)[] = []
  child.stdout.on('data', (d) => {
    out += d
    for (const w of waiters.splice(0)) w()
  })
  child.stderr.on('data', (d) => {
    err += d
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    exit,
    out: () => out,
    err: () => err,
    /** Resolves once stdout has `n` lines matching `pattern` (rejects after 60 s). */
    async waitFor(pattern: RegExp, n: number) {
      const deadline = Date.now() + 60_000
      while ((out.match(new RegExp(pattern, 'gm')) ?? []).length < n) {
        if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${out}${err}`)
        if (Date.now() > deadline) throw new Error(`no ${n}× ${pattern} in: ${out}${err}`)
        await new Promise<void>((r) => {
          const t = setTimeout(r, 200)
          waiters.push(() => {
            clearTimeout(t)
            r()
          })
        })
      }
    },
  }
}

test('the accepted-downloader example stores every accepted file once, verified, across a SIGKILL; a corrupt download is reported, not stored', async (t) => {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // Every file request the service answers, by path: what the example fetched.
  const served = new Map<string, number>()
  const { app, org, dataDir } = await buildTestApp(t, {
    env: { PUBLIC_BASE_URL: base },
    beforeRoutes: (a) =>
      a.addHook('onResponse', async (req, reply) => {
        if (req.url.startsWith('/files/') && reply.statusCode < 300) {
          const path = decodeURIComponent(req.url.slice('/files/'.length).split('?')[0]!)
          served.set(path, (served.get(path) ?? 0) + 1)
        }
      }),
  })
  await app.listen({ port, host: '127.0.0.1' })
  const dir = mkdtempSync(join(tmpdir(), 'hangar-downloader-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))

  const files = new Map<string, { link: string; bytes: Buffer }>()
  const acceptNew = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const bytes = randomBytes(256 * 1024 + i)
      const link = await uploadFile(app, bytes)
      const d = await createDataset(app, org.id, { link })
      const res = await app.inject({
        method: 'POST',
        url: `/datasets/${d.id}/accept`,
        headers: keyHeader(org.key),
      })
      assert.equal(res.statusCode, 200, res.body)
      files.set(d.id, { link, bytes })
    }
  }
  // Pending datasets never reach the pipeline.
  const pending = await createDataset(app, org.id)

  await acceptNew(4)
  const env = { HANGAR_URL: base, HANGAR_API_KEY: org.key, DOWNLOAD_DIR: dir }
  const first = runExample(env)
  t.after(() => first.child.kill('SIGKILL'))
  await first.waitFor(/^stored /, 2)
  // More are accepted while it follows the feed…
  await acceptNew(2)
  await first.waitFor(/^stored /, 3)
  // …and it is killed mid-way, wherever it is.
  first.child.kill('SIGKILL')
  await first.exit
  const storedBeforeKill = [...first.out().matchAll(/^stored (\S+)/gm)].map((m) => m[1]!)

  // One accepted while it is down, and one whose stored bytes went bad (same size, other bytes).
  await acceptNew(2)
  const bad = await createDataset(app, org.id, { link: await uploadFile(app, randomBytes(4096)) })
  writeFileSync(join(dataDir, 'blobs', bad.link), randomBytes(4096))
  await app.inject({ method: 'POST', url: `/datasets/${bad.id}/accept`, headers: keyHeader(org.key) })
  await acceptNew(1)

  const second = runExample(env, ['--until-caught-up'])
  t.after(() => second.child.kill('SIGKILL'))
  assert.equal(await second.exit, 0, second.out() + second.err())
  assert.match(second.out(), /^resuming after event cursor \d+$/m)

  // Every accepted file is there once, with the right bytes; nothing else is.
  const stored = readdirSync(join(dir, 'datasets')).sort()
  assert.deepEqual(stored, [...files.keys()].sort())
  for (const [id, f] of files) {
    const names = readdirSync(join(dir, 'datasets', id))
    assert.equal(names.length, 1)
    assert.equal(sha256(readFileSync(join(dir, 'datasets', id, names[0]!))), sha256(f.bytes))
  }
  assert.equal(existsSync(join(dir, 'datasets', pending.id)), false)
  // "stored" once per dataset across both runs, and a file stored before the kill was not
  // fetched again; the one the kill cut short (if any) was fetched at most twice.
  // (A kill between the rename and its line leaves "already stored" in the second run instead.)
  const storedLines = [...(first.out() + second.out()).matchAll(/^stored (\S+)/gm)].map((m) => m[1]!)
  const skipped = [...second.out().matchAll(/^already stored (\S+)/gm)].map((m) => m[1]!)
  assert.equal(new Set(storedLines).size, storedLines.length, 'no dataset stored twice')
  assert.deepEqual(new Set([...storedLines, ...skipped]), new Set(files.keys()))
  for (const id of storedBeforeKill) assert.equal(served.get(files.get(id)!.link), 1, id)
  for (const [id, f] of files) assert.ok((served.get(f.link) ?? 0) <= 2, id)
  const refetched = [...files.values()].filter((f) => served.get(f.link) === 2)
  assert.ok(refetched.length <= 1, 'only the download the kill cut short starts again')

  // The corrupt one: reported with both digests, not stored.
  assert.equal(existsSync(join(dir, 'datasets', bad.id)), false)
  assert.match(
    second.err(),
    new RegExp(`^corrupt ${bad.id}: sha256 [0-9a-f]{64}, the dataset says ${bad.data_sha256}`, 'm'),
  )
  const reported = readFileSync(join(dir, 'corrupt.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
  assert.deepEqual(
    reported.map((r) => r.dataset_id),
    [bad.id],
  )
  assert.deepEqual(readdirSync(join(dir, '.partial')), [], 'nothing half-written is left')
})
