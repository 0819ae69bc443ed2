import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { describe, test } from 'node:test'
import { startTestS3 } from '../testing/s3-server.ts'
import { TWO_ADMIN_KEY as ADMIN, startTwo, type TwoServices } from '../testing/start-two.ts'

const ready = process.env.HANGAR_TEST_POSTGRES && process.env.HANGAR_TEST_REDIS
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',')

describe('files across two service processes (S3)', {
  skip: ready ? false : 'needs PostgreSQL and Redis on 127.0.0.1',
}, () => {
  test('uploaded through one, downloaded through the other’s presigned link; a resumable upload begun on one finishes on the other', async (t) => {
    // A DATA_DIR each (no shared folder), one PostgreSQL database, one Redis and one S3 server:
    // files are the bucket's, so either process serves what the other took.
    const s3 = await startTestS3()
    let two: TwoServices | undefined
    // The processes stop before the bucket goes (`after` hooks run in the order registered).
    t.after(async () => {
      await two?.stop()
      await s3.close()
    })
    two = await startTwo({ redis: true, ownDataDirs: true, env: s3.env })
    const { A, B } = two
    const admin = { 'service-admin-key': ADMIN }
    const json = { ...admin, 'content-type': 'application/json' }

    const bytes = randomBytes(300_000)
    const put = await fetch(`${A}/admin/files/shared/ep-1.mp4`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'video/mp4' },
      body: bytes,
    })
    assert.equal(put.status, 201, await put.text())
    const orgRes = await fetch(`${A}/admin/organizations`, {
      method: 'POST',
      headers: json,
      body: '{"name":"S3"}',
    })
    const org = (await orgRes.json()) as { id: string }
    const created = await fetch(`${A}/admin/datasets`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        organization_id: org.id,
        data_type: 'episode',
        name: 'ep',
        link: 'shared/ep-1.mp4',
      }),
    })
    assert.equal(created.status, 201, await created.clone().text())
    const id = ((await created.json()) as { id: string }).id
    const viaB = (await (await fetch(`${B}/admin/datasets/${id}`, { headers: admin })).json()) as {
      signed_url: string
    }
    assert.ok(viaB.signed_url.startsWith(`${s3.settings.endpoint}/`), viaB.signed_url)
    const got = await fetch(viaB.signed_url)
    assert.equal(got.status, 200)
    assert.equal(sha(Buffer.from(await got.arrayBuffer())), sha(bytes))

    // Resumable: created and half sent through A, resumed and finished through B.
    const big = randomBytes(5 * 1024 * 1024 + 99)
    const tusHeaders = { ...admin, 'tus-resumable': '1.0.0' }
    const start = await fetch(`${A}/admin/uploads`, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'upload-length': String(big.length),
        'upload-metadata': meta({ path: 'shared/recording.mcap', sha256: sha(big) }),
      },
    })
    assert.equal(start.status, 201, await start.text())
    const location = start.headers.get('location')!
    const half = 4 * 1024 * 1024 + 17
    const first = await fetch(`${A}${location}`, {
      method: 'PATCH',
      headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: big.subarray(0, half),
    })
    assert.equal(first.status, 204)
    const head = await fetch(`${B}${location}`, { method: 'HEAD', headers: tusHeaders })
    assert.equal(head.headers.get('upload-offset'), String(half))
    const rest = await fetch(`${B}${location}`, {
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        'upload-offset': String(half),
        'content-type': 'application/offset+octet-stream',
      },
      body: big.subarray(half),
    })
    assert.equal(rest.status, 204, await rest.text())
    assert.equal(rest.headers.get('hangar-file-sha256'), sha(big))
    const second = await fetch(`${A}/admin/datasets`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        organization_id: org.id,
        data_type: 'episode',
        name: 'rec',
        link: 'shared/recording.mcap',
      }),
    })
    assert.equal(second.status, 201)
    const link = ((await second.json()) as { signed_url: string }).signed_url
    assert.equal(sha(Buffer.from(await (await fetch(link)).arrayBuffer())), sha(big))
  })
})
