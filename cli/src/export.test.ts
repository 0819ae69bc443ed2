import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { createHangarClient } from '@hangar/client'
import { keyHeader } from '@hangar/server/src/testing/fixtures.ts'
import { settledStreams, uploadNamed } from '@hangar/server/src/testing/stream-fixtures.ts'
import { buildTestApp } from '@hangar/server/src/testing/test-app.ts'
import { exportRelease } from './commands/export.ts'

test('export asks the service, shows progress, downloads every file checked by sha256, and resumes', async (t) => {
  const { app, org } = await buildTestApp(t)
  const csv = ['t,joint', ...Array.from({ length: 30 }, (_, i) => `${i / 30},${i}`)].join('\n')
  const d = await app.services.datasetAdmin.create({
    organization_id: org.id,
    data_type: 'telemetry',
    name: 'run',
    link: await uploadNamed(app, csv, 'run.csv'),
    status: 'accepted',
  } as never)
  await settledStreams(app, org.key, d.id)
  const rel = (
    await app.inject({
      method: 'POST',
      url: '/releases',
      headers: keyHeader(org.key),
      payload: { program: 'software', dataset_ids: [d.id] },
    })
  ).json()
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const hangar = createHangarClient({ baseUrl: base, apiKey: org.key })
  const out = mkdtempSync(join(tmpdir(), 'hangar-export-out-'))
  t.after(() => rmSync(out, { recursive: true, force: true }))
  let downloads = 0
  // Signed links name the service's public address (http://hangar.test in tests): served here.
  const fetchLink = (url: string) => {
    downloads++
    const u = new URL(url)
    return fetch(`${base}${u.pathname}${u.search}`)
  }
  const lines: string[] = []
  const run = () =>
    exportRelease(hangar, {
      releaseId: rel.id,
      format: 'lerobot',
      out,
      pollMs: 50,
      progress: (l) => lines.push(l),
      fetch: fetchLink,
    })
  const ex = await run()
  assert.equal(ex.status, 'done')
  assert.ok(
    lines.some((l) => l.startsWith('download ')),
    lines.join('\n'),
  )
  for (const f of ex.files)
    assert.equal(
      createHash('sha256')
        .update(readFileSync(join(out, f.path)))
        .digest('hex'),
      f.sha256,
    )
  const info = JSON.parse(readFileSync(join(out, 'meta/info.json'), 'utf8'))
  assert.equal(info.fps, 30)
  assert.equal(info.total_frames, 30)
  assert.equal(downloads, ex.files.length)
  const again = await run()
  assert.equal(again.id, ex.id, 'the done export is the answer')
  assert.equal(downloads, ex.files.length, 'the files already there are kept')
})
