import assert from 'node:assert/strict'
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { createHangarClient } from '@hangar/client'
import { EXPORT_FORMATS } from '@hangar/server/src/exports/export.ts'
import { keyHeader } from '@hangar/server/src/testing/fixtures.ts'
import { settledStreams, uploadNamed } from '@hangar/server/src/testing/stream-fixtures.ts'
import { buildTestApp } from '@hangar/server/src/testing/test-app.ts'
import { Command } from 'commander'
import { exportCommand, exportRelease } from './commands/export.ts'

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
  const run = (format: 'lerobot' | 'webdataset' = 'lerobot', folder = out) =>
    exportRelease(hangar, {
      releaseId: rel.id,
      format,
      out: folder,
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

  // WebDataset: a release of telemetry has no video, so its export is its provenance alone.
  const wds = await run('webdataset', join(out, 'wds'))
  assert.equal(wds.format, 'webdataset')
  assert.deepEqual(
    wds.files.map((f) => f.path),
    ['provenance.json'],
  )
  const prov = JSON.parse(readFileSync(join(out, 'wds', 'provenance.json'), 'utf8'))
  assert.match(prov.datasets[0].left_out, /not an MP4 video/)
})

test('the command takes every format the service makes, and no other', async () => {
  const parsed = async (format: string) => {
    const program = new Command().exitOverride()
    exportCommand(program)
    let seen: unknown
    program.commands[0]!.exitOverride()
      .configureOutput({ writeErr: () => {} })
      .action((_id: string, o: { format: string }) => {
        seen = o.format
      })
    await program.parseAsync(['export', randomUUID(), '--format', format, '--out', tmpdir(), '--key', 'k'], {
      from: 'user',
    })
    return seen
  }
  for (const format of EXPORT_FORMATS) assert.equal(await parsed(format), format)
  assert.deepEqual(EXPORT_FORMATS, ['lerobot', 'lerobot-v2.1', 'webdataset'])
  await assert.rejects(parsed('webdataset-v9'), { code: 'commander.invalidArgument' })
})
