import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../../testing/s3-server.ts'
import { verifyPresignedGet } from '../../testing/sigv4-verifier.ts'
import { ADMIN_KEY, buildTestApp } from '../../testing/test-app.ts'

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

describe('files in an S3 bucket (S3_BUCKET)', () => {
  let s3: TestS3
  before(async () => {
    s3 = await startTestS3()
    // The standard AWS chain reads the credentials from the environment.
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: s3.settings.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.settings.credentials.secretAccessKey,
    })
  })
  after(() => s3.close())

  test('an uploaded file is a presigned S3 link: signed for 3600 s, bytes and ranges from the bucket', async (t) => {
    const { app, org } = await buildTestApp(t, { env: s3.env })
    assert.equal(app.deps.blobs.kind, 's3')
    const bytes = randomBytes(50_000)
    const path = `s3test/${randomBytes(4).toString('hex')}/ep.mp4`
    const put = await app.inject({
      method: 'PUT',
      url: `/admin/files/${path}`,
      headers: { 'service-admin-key': ADMIN_KEY, 'content-type': 'video/mp4' },
      payload: bytes,
    })
    assert.equal(put.statusCode, 201, put.body)
    assert.deepEqual(put.json(), {
      link: path,
      data_byte_size: bytes.length,
      sha256: sha(bytes),
      content_type: 'video/mp4',
    })
    const again = await app.inject({
      method: 'PUT',
      url: `/admin/files/${path}`,
      headers: { 'service-admin-key': ADMIN_KEY },
      payload: Buffer.from('x'),
    })
    assert.equal(again.statusCode, 409)

    const created = await app.inject({
      method: 'POST',
      url: '/admin/datasets',
      headers: { 'service-admin-key': ADMIN_KEY },
      payload: {
        organization_id: org.id,
        data_type: 'synthetic_pov',
        name: 'S3',
        prompt: 'stairs',
        link: path,
        previews: { gif: path },
      },
    })
    assert.equal(created.statusCode, 201, created.body)
    const dataset = created.json()
    const url: string = dataset.signed_url
    assert.ok(url.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/${path}?`), url)
    assert.ok(dataset.preview_urls?.gif?.startsWith(s3.settings.endpoint))
    const verdict = verifyPresignedGet(url, S3RVER_CREDENTIALS, new Date())
    assert.equal(verdict.ok, true)
    assert.equal(verdict.ok && verdict.expiresIn, 3600)
    const res = await fetch(url)
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'video/mp4')
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), bytes)
    const part = await fetch(url, { headers: { range: 'bytes=1000-1999' } })
    assert.equal(part.status, 206)
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), bytes.subarray(1000, 2000))
    // A service link made before the move to S3 leads to the bucket.
    const oldLink = new URL(app.deps.signer.sign(path))
    const old = await app.inject({ url: oldLink.pathname + oldLink.search })
    assert.equal(old.statusCode, 302)
    assert.ok(String(old.headers.location).startsWith(s3.settings.endpoint ?? 'https://'))
  })

  test('a bucket that goes away: /readyz not ready, uploads 503 with a detail, nothing half-kept; back when it returns', async (t) => {
    if (process.env.S3_TEST_ENDPOINT) return t.skip('needs the test to stop the S3 server')
    const { app } = await buildTestApp(t, { env: s3.env })
    assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200)
    await s3.stop()
    try {
      const ready = await app.inject({ url: '/readyz' })
      assert.equal(ready.statusCode, 503)
      assert.equal(ready.json().status, 'storage unavailable')
      assert.match(ready.json().detail, /S3 bucket/)
      const put = await app.inject({
        method: 'PUT',
        url: '/admin/files/outage/a.bin',
        headers: { 'service-admin-key': ADMIN_KEY },
        payload: randomBytes(1000),
      })
      assert.equal(put.statusCode, 503, put.body)
      assert.match(put.json().detail, /file store/)
      assert.equal(put.headers['retry-after'], '1')
    } finally {
      await s3.start()
    }
    assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200)
    // Nothing was recorded for the refused upload: the same path can be written now.
    const put = await app.inject({
      method: 'PUT',
      url: '/admin/files/outage/a.bin',
      headers: { 'service-admin-key': ADMIN_KEY },
      payload: randomBytes(1000),
    })
    assert.equal(put.statusCode, 201, put.body)
  })
})
