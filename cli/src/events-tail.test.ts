import assert from 'node:assert/strict'
import { execFile, spawn } from 'node:child_process'
import { before, test } from 'node:test'
import { promisify } from 'node:util'
import { createDataset } from '@hangar/server/src/testing/fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '@hangar/server/src/testing/test-app.ts'
import { compiledCli } from './testing/compiled-cli.ts'

let cli = ''
before(async () => {
  cli = await compiledCli()
})

test('events tail prints the feed as JSON lines and the cursor to resume from; --follow prints what commits next', async (t) => {
  const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const env = { ...process.env, HANGAR_URL: url, HANGAR_API_KEY: org.key, LOG_LEVEL: 'silent' }
  const a = await createDataset(app, org.id)
  const once = await promisify(execFile)(
    process.execPath,
    [cli, 'events', 'tail', '--types', 'dataset.created'],
    { env },
  )
  const lines = once.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
  assert.deepEqual(
    lines.map((e) => [e.type, e.data.dataset_id]),
    [['dataset.created', a.id]],
  )
  assert.match(once.stderr, /next: 2 \(resume with --after 2\)/)

  const follow = spawn(process.execPath, [cli, 'events', 'tail', '--follow', '--after', '2'], { env })
  t.after(() => follow.kill())
  let out = ''
  follow.stdout.on('data', (d) => {
    out += d
  })
  const b = await createDataset(app, org.id)
  while (!out.includes('\n')) await new Promise((r) => setTimeout(r, 50))
  assert.equal(JSON.parse(out.split('\n')[0]!).data.dataset_id, b.id)
  follow.kill('SIGINT')
  const code = await new Promise((r) => follow.once('exit', r))
  assert.equal(code, 0)
})
