import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { test } from 'node:test'
import * as tus from 'tus-js-client'
import { HOUR, manualClock } from '../../testing/people-fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../../testing/test-app.ts'
import { HangarUploadStore } from '../../uploads/upload-store.ts'

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const admin = { 'service-admin-key': ADMIN_KEY, 'tus-resumable': '1.0.0' }
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',')

async function listening(
  t: Parameters<typeof buildTestApp>[0],
  clock = manualClock(new Date().toISOString()),
) {
  const built = await buildTestApp(t, { clock })
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' })
  return { ...built, base: address, port: new URL(address).port, clock }
}

async function create(base: string, path: string, bytes: Buffer, digest = sha(bytes)) {
  return fetch(`${base}/admin/uploads`, {
    method: 'POST',
    headers: {
      ...admin,
      'upload-length': String(bytes.length),
      'upload-metadata': meta({ path, sha256: digest }),
    },
  })
}

async function offsetOf(base: string, location: string): Promise<number> {
  const res = await fetch(`${base}${location}`, { method: 'HEAD', headers: admin })
  assert.equal(res.status, 200)
  return Number(res.headers.get('upload-offset'))
}

async function patch(base: string, location: string, offset: number, body: Buffer) {
  return fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { ...admin, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body,
  })
}

/** Sends a PATCH whose connection breaks after `sent` bytes of the body, as a dropped network does. */
function cutPatch(port: string, location: string, offset: number, body: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `PATCH ${location} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nService-Admin-Key: ${ADMIN_KEY}\r\n` +
          `Tus-Resumable: 1.0.0\r\nUpload-Offset: ${offset}\r\nContent-Type: application/offset+octet-stream\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      )
      socket.write(body.subarray(0, sent), () => setTimeout(() => socket.destroy(), 200))
    })
    socket.on('close', () => resolve())
    socket.on('error', () => {})
  })
}

async function waitForOffset(base: string, location: string, atLeast: number): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const o = await offsetOf(base, location)
    if (o >= atLeast) return o
    await new Promise((r) => setTimeout(r, 50))
  }
  return offsetOf(base, location)
}

test('tus-js-client uploads a file: it becomes a file exactly like PUT /admin/files (link, sha256, audit, 409)', async (t) => {
  const { app, base } = await listening(t)
  const bytes = randomBytes(9 * 1024 * 1024 + 123)
  const path = 'resumable/run-1.mcap'
  await new Promise<void>((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      endpoint: `${base}/admin/uploads`,
      headers: { 'service-admin-key': ADMIN_KEY },
      metadata: { path, sha256: sha(bytes) },
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(),
    })
    upload.start()
  })
  assert.deepEqual(await app.services.files.find(path), {
    link: path,
    data_byte_size: bytes.length,
    sha256: sha(bytes),
    content_type: 'application/octet-stream',
  })
  const audit = await app.inject({ url: '/admin/audit?limit=5', headers: { 'service-admin-key': ADMIN_KEY } })
  assert.ok(
    audit
      .json()
      .entries.some(
        (e: { action: string; target_id: string }) => e.action === 'file.upload' && e.target_id === path,
      ),
  )
  const again = await create(base, path, bytes)
  assert.equal(again.status, 409)
  assert.match(((await again.json()) as { detail: string }).detail, /already stored/)
  // Nothing of the upload is left: no row, no pieces.
  assert.equal((await app.deps.db.selectFrom('uploads').selectAll().execute()).length, 0)
})

test('an upload cut at 0 bytes, mid-piece and on the last byte resumes from the stored offset', async (t) => {
  const { app, base, port } = await listening(t)
  const bytes = randomBytes(6 * 1024 * 1024 + 7)
  const path = 'resumable/cut.bin'
  const created = await create(base, path, bytes)
  assert.equal(created.status, 201, await created.text())
  const location = created.headers.get('location')!
  assert.match(location, /^\/admin\/uploads\/[A-Za-z0-9_-]+$/)

  await cutPatch(port, location, 0, bytes, 0)
  assert.equal(await offsetOf(base, location), 0, 'a cut before any byte stores nothing')

  const mid = 5 * 1024 * 1024 + 1000
  await cutPatch(port, location, 0, bytes, mid)
  const afterMid = await waitForOffset(base, location, mid)
  assert.equal(afterMid, mid, 'every byte that arrived is kept, the piece in flight included')

  await cutPatch(port, location, afterMid, bytes.subarray(afterMid), bytes.length - afterMid - 1)
  const beforeLast = await waitForOffset(base, location, bytes.length - 1)
  assert.equal(beforeLast, bytes.length - 1)

  // A stale offset is refused: the client asks HEAD again.
  assert.equal((await patch(base, location, 0, bytes.subarray(0, 10))).status, 409)
  const last = await patch(base, location, beforeLast, bytes.subarray(beforeLast))
  assert.equal(last.status, 204, await last.text())
  assert.equal(last.headers.get('hangar-file-link'), path)
  assert.equal((await app.services.files.find(path))?.sha256, sha(bytes))
  const chunks: Buffer[] = []
  for await (const c of await app.deps.blobs.read(path)) chunks.push(c as Buffer)
  assert.equal(sha(Buffer.concat(chunks)), sha(bytes))
  assert.equal((await fetch(`${base}${location}`, { method: 'HEAD', headers: admin })).status, 404)
})

test('two clients resuming one upload at the same offset: one is stored, the other refused; the file is whole', async (t) => {
  const { app, base } = await listening(t)
  const bytes = randomBytes(2 * 1024 * 1024)
  const created = await create(base, 'resumable/race.bin', bytes)
  const location = created.headers.get('location')!
  const results = await Promise.all([
    patch(base, location, 0, bytes.subarray(0, 1024 * 1024)),
    patch(base, location, 0, bytes.subarray(0, 1024 * 1024)),
  ])
  const statuses = results.map((r) => r.status).sort()
  assert.ok(statuses[0] === 204 && [409, 423].includes(statuses[1]!), String(statuses))
  assert.equal(await offsetOf(base, location), 1024 * 1024)
  assert.equal((await patch(base, location, 1024 * 1024, bytes.subarray(1024 * 1024))).status, 204)
  assert.equal((await app.services.files.find('resumable/race.bin'))?.sha256, sha(bytes))
})

test('bytes that do not match the declared sha256 are refused (422) and leave nothing', async (t) => {
  const { app, base } = await listening(t)
  const bytes = randomBytes(100_000)
  const created = await create(base, 'resumable/wrong.bin', bytes, sha(Buffer.from('something else')))
  const location = created.headers.get('location')!
  const res = await patch(base, location, 0, bytes)
  assert.equal(res.status, 422)
  assert.match(((await res.json()) as { detail: string }).detail, /do not match the declared sha256/)
  assert.equal(await app.services.files.find('resumable/wrong.bin'), undefined)
  assert.equal(await app.deps.blobs.exists('resumable/wrong.bin'), false)
  assert.equal((await app.deps.db.selectFrom('uploads').selectAll().execute()).length, 0)
  assert.equal((await app.deps.db.selectFrom('upload_parts').selectAll().execute()).length, 0)
  assert.equal((await fetch(`${base}${location}`, { method: 'HEAD', headers: admin })).status, 404)
})

test('metadata follows the rules of PUT /admin/files: path, sha256, size limit; the admin key is required', async (t) => {
  const { base } = await listening(t)
  const bytes = Buffer.from('x')
  for (const [path, digest, detail] of [
    ['../etc/passwd', sha(bytes), /File path must be relative segments/],
    ['_uploads/x.bin', sha(bytes), /kept for resumable uploads/],
    ['ok/path.bin', 'ABC', /sha256 of the whole file/],
    ['ok/path.bin', sha(bytes).toUpperCase(), /sha256 of the whole file/],
  ] as const) {
    const res = await create(base, path, bytes, digest)
    assert.equal(res.status, 422, path)
    assert.match(((await res.json()) as { detail: string }).detail, detail)
  }
  const noPath = await fetch(`${base}/admin/uploads`, {
    method: 'POST',
    headers: { ...admin, 'upload-length': '1', 'upload-metadata': meta({ sha256: sha(bytes) }) },
  })
  assert.equal(noPath.status, 422)
  const tooLarge = await fetch(`${base}/admin/uploads`, {
    method: 'POST',
    headers: {
      ...admin,
      'upload-length': String(2 ** 40),
      'upload-metadata': meta({ path: 'a.bin', sha256: sha(bytes) }),
    },
  })
  assert.equal(tooLarge.status, 413)
  const noKey = await fetch(`${base}/admin/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '1',
      'upload-metadata': meta({ path: 'a.bin', sha256: sha(bytes) }),
    },
  })
  assert.equal(noKey.status, 401)
})

test('an unfinished upload expires after UPLOAD_EXPIRY_HOURS and is cleaned up, pieces included; termination removes one', async (t) => {
  const { app, base, clock } = await listening(t)
  const bytes = randomBytes(5 * 1024 * 1024)
  const location = (await create(base, 'resumable/old.bin', bytes)).headers.get('location')!
  assert.equal((await patch(base, location, 0, bytes.subarray(0, 4 * 1024 * 1024 + 5))).status, 204)
  const pieces = await app.deps.db.selectFrom('upload_parts').selectAll().execute()
  assert.ok(pieces.length >= 1)
  const store = new HangarUploadStore(app.deps.db, app.deps.blobs, clock, app.config.uploadExpiryMs)
  assert.equal(await store.deleteExpired(), 0, 'not yet')
  clock.advance(25 * HOUR)
  assert.equal(await store.deleteExpired(), 1)
  for (const p of pieces) assert.equal(await app.deps.blobs.exists(p.key), false)
  assert.equal((await fetch(`${base}${location}`, { method: 'HEAD', headers: admin })).status, 404)

  const other = (await create(base, 'resumable/gone.bin', bytes)).headers.get('location')!
  assert.equal((await patch(base, other, 0, bytes.subarray(0, 1000))).status, 204)
  assert.equal((await fetch(`${base}${other}`, { method: 'DELETE', headers: admin })).status, 204)
  assert.equal((await app.deps.db.selectFrom('upload_parts').selectAll().execute()).length, 0)
})

test('a body longer than the rest of the upload is refused (413, {detail}) and the upload still completes from its offset', async (t) => {
  const { app, base } = await listening(t)
  const bytes = randomBytes(300_000)
  const location = (await create(base, 'resumable/long.bin', bytes)).headers.get('location')!
  // Chunked (no Content-Length), so only the bytes themselves can show it is too long.
  const extra = Buffer.concat([bytes, randomBytes(200_000)])
  const res = await fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { ...admin, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new ReadableStream({
      start(c) {
        for (let i = 0; i < extra.length; i += 64 * 1024) c.enqueue(extra.subarray(i, i + 64 * 1024))
        c.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)
  assert.equal(res.status, 413)
  assert.equal(typeof ((await res.json()) as { detail: unknown }).detail, 'string')
  const at = await offsetOf(base, location)
  assert.ok(at <= bytes.length, `offset ${at} is past the upload's length`)
  assert.equal(await app.services.files.find('resumable/long.bin'), undefined)
  const rest = await patch(base, location, at, bytes.subarray(at))
  assert.equal(rest.status, 204, await rest.text())
  assert.equal((await app.services.files.find('resumable/long.bin'))?.sha256, sha(bytes))
})

test('a request that stalls mid-body is taken over by a newer one for the same upload, which is not kept waiting', {
  timeout: 20_000,
}, async (t) => {
  const { app, base, port } = await listening(t)
  const bytes = randomBytes(2 * 1024 * 1024)
  const location = (await create(base, 'resumable/stalled.bin', bytes)).headers.get('location')!
  // The first client sends half its body, then goes quiet without closing its connection.
  const stalled = connect(Number(port), '127.0.0.1')
  t.after(() => stalled.destroy())
  stalled.on('error', () => {})
  await new Promise<void>((resolve) => stalled.once('connect', resolve))
  stalled.write(
    `PATCH ${location} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nService-Admin-Key: ${ADMIN_KEY}\r\n` +
      `Tus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\n` +
      `Content-Length: ${bytes.length}\r\n\r\n`,
  )
  const half = bytes.length / 2
  await new Promise<void>((resolve) => stalled.write(bytes.subarray(0, half), () => resolve()))
  await new Promise((r) => setTimeout(r, 300))
  // The client retries: asking HEAD for the offset takes the upload over from the quiet request,
  // which commits what it received and lets go (it would otherwise hold tus's lock for 30 s).
  const at = await offsetOf(base, location)
  assert.ok(at <= half, `offset ${at} is past what was sent`)
  const rest = await patch(base, location, at, bytes.subarray(at))
  assert.equal(rest.status, 204, await rest.text())
  assert.equal((await app.services.files.find('resumable/stalled.bin'))?.sha256, sha(bytes))
})

test('creation-with-upload: the POST carries the first bytes, or all of them and the upload is the file', async (t) => {
  const { app, base } = await listening(t)
  const bytes = randomBytes(200_000)
  const post = (path: string, body: Buffer) =>
    fetch(`${base}/admin/uploads`, {
      method: 'POST',
      headers: {
        ...admin,
        'upload-length': String(bytes.length),
        'upload-metadata': meta({ path, sha256: sha(bytes) }),
        'content-type': 'application/offset+octet-stream',
      },
      body,
    })
  const part = await post('resumable/first.bin', bytes.subarray(0, 50_000))
  assert.equal(part.status, 201, await part.text())
  const location = part.headers.get('location')!
  assert.equal(part.headers.get('upload-offset'), '50000')
  assert.equal(await offsetOf(base, location), 50_000)
  assert.equal((await patch(base, location, 50_000, bytes.subarray(50_000))).status, 204)
  assert.equal((await app.services.files.find('resumable/first.bin'))?.sha256, sha(bytes))

  const whole = await post('resumable/whole.bin', bytes)
  assert.equal(whole.status, 204, await whole.text())
  assert.equal(whole.headers.get('hangar-file-link'), 'resumable/whole.bin')
  assert.equal((await app.services.files.find('resumable/whole.bin'))?.sha256, sha(bytes))
})

const TUS_EXTENSIONS = 'creation,creation-with-upload,termination,expiration'

test('OPTIONS /admin/uploads is tus discovery: 204 with Tus-Version, Tus-Extension, Tus-Max-Size (the upload limit) and Tus-Resumable, with or without the admin key', async (t) => {
  const { app } = await buildTestApp(t, { env: { UPLOAD_LIMIT_BYTES: '123456789' } })
  for (const headers of [
    {},
    { 'tus-resumable': '1.0.0' },
    { 'service-admin-key': ADMIN_KEY },
    { 'service-admin-key': 'not-the-key' },
  ]) {
    const res = await app.inject({ method: 'OPTIONS', url: '/admin/uploads', headers })
    const what = JSON.stringify(headers)
    assert.equal(res.statusCode, 204, `${what}: ${res.body}`)
    assert.equal(res.headers['tus-version'], '1.0.0', what)
    assert.equal(res.headers['tus-resumable'], '1.0.0', what)
    assert.equal(res.headers['tus-extension'], TUS_EXTENSIONS, what)
    assert.equal(res.headers['tus-max-size'], '123456789', what)
    assert.equal(res.headers['cache-control'], 'no-store', what)
    // CORS is off by default: tus's own CORS headers are not passed on.
    assert.deepEqual(
      Object.keys(res.headers).filter((h) => h.startsWith('access-control-')),
      [],
      what,
    )
  }
  // Nor on tus's other answers, which @tus/server gives `Access-Control-Allow-Origin: *`.
  const created = await app.inject({
    method: 'POST',
    url: '/admin/uploads',
    headers: {
      ...admin,
      origin: 'https://elsewhere.example',
      'upload-length': '10',
      'upload-metadata': meta({ path: 'resumable/cors.bin', sha256: sha(Buffer.alloc(10)) }),
    },
  })
  assert.equal(created.statusCode, 201, created.body)
  assert.equal(created.headers['access-control-allow-origin'], undefined)
})

test('with CORS_ORIGINS, OPTIONS /admin/uploads still answers tus discovery without an Origin, and a browser preflight gets the service’s CORS headers', async (t) => {
  const { app } = await buildTestApp(t, { env: { CORS_ORIGINS: 'https://app.example' } })
  // @fastify/cors alone would refuse an OPTIONS without Origin as a bad preflight (400).
  const discovery = await app.inject({ method: 'OPTIONS', url: '/admin/uploads' })
  assert.equal(discovery.statusCode, 204, discovery.body)
  assert.equal(discovery.headers['tus-extension'], TUS_EXTENSIONS)
  const preflight = {
    method: 'OPTIONS' as const,
    url: '/admin/uploads',
    headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
  }
  const allowed = await app.inject(preflight)
  assert.equal(allowed.statusCode, 204)
  assert.equal(allowed.headers['access-control-allow-origin'], 'https://app.example')
  assert.equal(allowed.headers['tus-version'], '1.0.0')
  const stranger = await app.inject({
    ...preflight,
    headers: { ...preflight.headers, origin: 'https://evil.example' },
  })
  assert.equal(stranger.headers['access-control-allow-origin'], undefined)
})

test('every extension discovery lists works: creation, creation-with-upload, termination, expiration', async (t) => {
  const { app, base } = await listening(t)
  const listed = (await fetch(`${base}/admin/uploads`, { method: 'OPTIONS' })).headers.get('tus-extension')
  const bytes = randomBytes(100_000)
  const rows = async () => ({
    uploads: (await app.deps.db.selectFrom('uploads').selectAll().execute()).length,
    parts: (await app.deps.db.selectFrom('upload_parts').selectAll().execute()).length,
  })
  const head = (at: string, location: string) => fetch(`${at}${location}`, { method: 'HEAD', headers: admin })

  const checks: Record<string, () => Promise<void>> = {
    async creation() {
      const res = await create(base, 'resumable/created.bin', bytes)
      assert.equal(res.status, 201)
      const location = res.headers.get('location')!
      const state = await head(base, location)
      assert.equal(state.status, 200)
      assert.equal(state.headers.get('upload-offset'), '0')
      assert.equal(state.headers.get('upload-length'), String(bytes.length))
    },
    async 'creation-with-upload'() {
      const res = await fetch(`${base}/admin/uploads`, {
        method: 'POST',
        headers: {
          ...admin,
          'upload-length': String(bytes.length),
          'upload-metadata': meta({ path: 'resumable/with-upload.bin', sha256: sha(bytes) }),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(0, 30_000),
      })
      assert.equal(res.status, 201)
      assert.equal(res.headers.get('upload-offset'), '30000')
      assert.equal(await offsetOf(base, res.headers.get('location')!), 30_000)
    },
    async termination() {
      const before = await rows()
      const location = (await create(base, 'resumable/terminated.bin', bytes)).headers.get('location')!
      assert.equal((await patch(base, location, 0, bytes.subarray(0, 1000))).status, 204)
      const deleted = await fetch(`${base}${location}`, { method: 'DELETE', headers: admin })
      assert.equal(deleted.status, 204)
      assert.equal((await head(base, location)).status, 404)
      assert.equal((await patch(base, location, 1000, bytes.subarray(1000))).status, 404)
      assert.equal((await fetch(`${base}${location}`, { method: 'DELETE', headers: admin })).status, 404)
      assert.deepEqual(await rows(), before, 'nothing of it is left')
      assert.equal(await app.services.files.find('resumable/terminated.bin'), undefined)
    },
    async expiration() {
      // An upload created UPLOAD_EXPIRY_HOURS and one more ago, on a service whose clock says so.
      const clock = manualClock(new Date(Date.now() - 25 * HOUR).toISOString())
      const old = await listening(t, clock)
      const created = await create(old.base, 'resumable/expired.bin', bytes)
      assert.equal(created.status, 201)
      const location = created.headers.get('location')!
      assert.equal(
        created.headers.get('upload-expires'),
        new Date(clock.now() + old.app.config.uploadExpiryMs).toUTCString(),
      )
      assert.equal((await patch(old.base, location, 0, bytes.subarray(0, 1000))).status, 410)
      assert.equal((await head(old.base, location)).status, 410)
      // The sweep (hourly) removes it, row and bytes.
      clock.advance(25 * HOUR)
      const store = new HangarUploadStore(
        old.app.deps.db,
        old.app.deps.blobs,
        clock,
        old.app.config.uploadExpiryMs,
      )
      assert.equal(await store.deleteExpired(), 1)
      assert.equal((await head(old.base, location)).status, 404)
      assert.equal((await old.app.deps.db.selectFrom('uploads').selectAll().execute()).length, 0)
    },
  }
  assert.deepEqual(listed?.split(','), Object.keys(checks), 'each extension listed has its check here')
  for (const [extension, check] of Object.entries(checks)) await t.test(extension, check)
})
