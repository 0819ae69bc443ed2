import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '@hangar/server/src/app.ts'
import { loadConfig } from '@hangar/server/src/config.ts'
import { S3BlobStore } from '@hangar/server/src/files/s3-blob-store.ts'
import { startTestS3, type TestS3 } from '@hangar/server/src/testing/s3-server.ts'
import { ADMIN_KEY, buildTestApp } from '@hangar/server/src/testing/test-app.ts'
import { compiledCli } from './testing/compiled-cli.ts'

/** `hangar` compiled once for the test process (testing/compiled-cli.ts). */
let cli = ''
before(async () => {
  cli = await compiledCli()
})
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** Asynchronous: the S3 server answering the command runs in this test's own process. */
function hangar(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, LOG_LEVEL: 'silent', DEMO: '0', ...env }, encoding: 'utf8' },
      (err, out, errOut) => resolve({ code: err ? Number(err.code ?? 1) : 0, out, err: errOut }),
    )
  })
}

describe('hangar storage copy --to s3', () => {
  let s3: TestS3
  before(async () => {
    s3 = await startTestS3()
    // The service in this process finds the bucket's credentials where the AWS chain looks.
    for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) if (s3.env[k]) process.env[k] = s3.env[k]
  })
  after(() => s3.close())

  test('copies every file verified, resumes, refuses changed bytes; the service then serves the same database from the bucket', async (t) => {
    const { app, dataDir, org } = await buildTestApp(t, { engine: 'sqlite' })
    const files = new Map<string, Buffer>()
    for (const [path, size] of [
      ['runs/a.jsonl', 100],
      ['runs/b.mp4', 3_000_000],
      ['runs/deep/c.bin', 10],
    ] as const) {
      const bytes = randomBytes(size)
      files.set(path, bytes)
      await app.services.files.upload(path, bytes, 1 << 30)
    }
    const bucket = await S3BlobStore.open(s3.settings)
    t.after(() => bucket.close())
    // An earlier run that stopped after one file.
    await bucket.put('runs/a.jsonl', files.get('runs/a.jsonl')!, 1 << 20, {
      sha256: sha(files.get('runs/a.jsonl')!),
    })

    const env = { DATA_DIR: dataDir, ...s3.env }
    const first = await hangar(['storage', 'copy', '--to', 's3'], env)
    assert.equal(first.code, 0, first.out + first.err)
    assert.match(first.out, /copied 2, already there 1, failed 0 of 3 files/)
    for (const [path, bytes] of files) {
      const chunks: Buffer[] = []
      for await (const c of await bucket.read(path)) chunks.push(c as Buffer)
      assert.equal(sha(Buffer.concat(chunks)), sha(bytes), path)
    }
    const second = await hangar(['storage', 'copy', '--to', 's3'], env)
    assert.match(second.out, /copied 0, already there 3, failed 0 of 3 files/)

    // A local file whose bytes changed after upload is not copied.
    await app.services.files.upload('runs/d.bin', randomBytes(500), 1 << 20)
    writeFileSync(join(dataDir, 'blobs', 'runs', 'd.bin'), randomBytes(500))
    const third = await hangar(['storage', 'copy', '--to', 's3'], env)
    assert.equal(third.code, 1)
    assert.match(third.out, /failed runs\/d\.bin: the source's bytes no longer match the recorded sha256/)
    assert.equal(await bucket.exists('runs/d.bin'), false)

    // The same database, now on the bucket: the dataset's link is a presigned S3 URL.
    const created = await app.inject({
      method: 'POST',
      url: '/admin/datasets',
      headers: { 'service-admin-key': ADMIN_KEY },
      payload: { organization_id: org.id, data_type: 'episode', name: 'moved', link: 'runs/b.mp4' },
    })
    assert.equal(created.statusCode, 201, created.body)
    const onS3 = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent', ...s3.env }))
    t.after(() => onS3.close())
    const dataset = await onS3.services.datasetAdmin.get(created.json().id)
    assert.ok(dataset.signed_url.startsWith(s3.settings.endpoint ?? 'https://'), dataset.signed_url)
    const res = await fetch(dataset.signed_url)
    assert.equal(sha(Buffer.from(await res.arrayBuffer())), sha(files.get('runs/b.mp4')!))
  })
})
