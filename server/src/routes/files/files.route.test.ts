import assert from 'node:assert/strict'
import { existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { createDataset, keyHeader, uploadFile } from '../../testing/fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

function pathOf(url: string) {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

describe('GET /files/{path} (signed links)', () => {
  test('a signed link downloads the file without an API key, with Range support', async (t) => {
    const { app, org } = await buildTestApp(t)
    const content = '0123456789abcdefghij'
    const link = await uploadFile(app, content, 'csv')
    const d = await createDataset(app, org.id, { link })
    const url = (
      await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    ).json().signed_url
    const full = await app.inject({ url: pathOf(url) })
    assert.equal(full.statusCode, 200)
    assert.equal(full.body, content)
    assert.match(String(full.headers['content-type']), /text\/csv/)
    const part = await app.inject({ url: pathOf(url), headers: { range: 'bytes=5-9' } })
    assert.equal(part.statusCode, 206)
    assert.equal(part.body, '56789')
    assert.equal(part.headers['content-range'], `bytes 5-9/${content.length}`)
  })

  test('an expired link answers 403', async (t) => {
    let now = new Date('2026-11-25T10:00:00Z')
    const { app, org } = await buildTestApp(t, { clock: { now: () => now.getTime() } })
    const d = await createDataset(app, org.id)
    const url = (
      await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    ).json().signed_url
    now = new Date('2026-11-25T11:00:01Z')
    const res = await app.inject({ url: pathOf(url) })
    assert.equal(res.statusCode, 403)
    assert.match(res.json().detail, /expired/)
  })

  test('an edited path, expiry or signature answers 403; paths cannot escape the blob folder', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const url = new URL(
      (await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })).json()
        .signed_url,
    )
    const sig = url.searchParams.get('signature')!
    const exp = url.searchParams.get('expires')!
    const attempts = [
      `${url.pathname}x?expires=${exp}&signature=${sig}`,
      `${url.pathname}?expires=${Number(exp) + 1}&signature=${sig}`,
      `${url.pathname}?expires=${exp}&signature=${'0'.repeat(64)}`,
      `${url.pathname}`,
      `/files/../signing-secret?expires=${exp}&signature=${sig}`,
      `/files/%2e%2e/signing-secret?expires=${exp}&signature=${sig}`,
      `/files/..%2fhangar.db?expires=${exp}&signature=${sig}`,
    ]
    for (const a of attempts) {
      const res = await app.inject({ url: a })
      assert.ok([403, 404].includes(res.statusCode), `${a} → ${res.statusCode}`)
      assert.equal(typeof res.json().detail, 'string')
      assert.doesNotMatch(res.body, /[0-9a-f]{64}\n/, 'never the secret')
    }
  })

  test('files are served so that none can run as a page of the service: nosniff, sandbox, attachment', async (t) => {
    const { app } = await buildTestApp(t)
    const cases = [
      ['<script>alert(document.cookie)</script>', 'html', 'attachment'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'svg', 'attachment'],
      ['{"a":1}', 'json', 'attachment'],
      ['GIF89a', 'gif', 'inline'],
      ['\u0000\u0000\u0000 ftypmp42', 'mp4', 'inline'],
    ] as const
    for (const [content, ext, disposition] of cases) {
      const path = await uploadFile(app, content, ext)
      const res = await app.inject({ url: pathOf(app.deps.signer.sign(path)) })
      assert.equal(res.statusCode, 200, ext)
      assert.equal(res.headers['x-content-type-options'], 'nosniff', ext)
      assert.match(String(res.headers['content-security-policy']), /sandbox/, ext)
      assert.match(String(res.headers['content-security-policy']), /default-src 'none'/, ext)
      assert.equal(res.headers['content-disposition'], disposition, ext)
      const part = await app.inject({
        url: pathOf(app.deps.signer.sign(path)),
        headers: { range: 'bytes=0-1' },
      })
      assert.equal(part.statusCode, 206, ext)
      assert.equal(part.headers['content-disposition'], disposition, ext)
    }
  })

  test('a symbolic link planted in the blob folder is not served, whatever it points to', async (t) => {
    const { app, dataDir } = await buildTestApp(t)
    const blobs = join(dataDir, 'blobs')
    mkdirSync(join(blobs, 'planted'), { recursive: true })
    symlinkSync(join(dataDir, 'signing-secret'), join(blobs, 'planted', 'secret.txt'))
    symlinkSync(dataDir, join(blobs, 'data-folder'))
    for (const path of ['planted/secret.txt', 'data-folder/signing-secret', 'data-folder/hangar.db']) {
      const res = await app.inject({ url: pathOf(app.deps.signer.sign(path)) })
      assert.equal(res.statusCode, 404, `${path} → ${res.statusCode}`)
      assert.deepEqual(res.json(), { detail: 'File not found' })
    }
    await assert.rejects(
      app.services.files.upload('data-folder/planted.bin', Buffer.from('x'), 100),
      /symbolic link/,
    )
    assert.ok(!existsSync(join(dataDir, 'planted.bin')), 'nothing was written through the link')
  })
})
