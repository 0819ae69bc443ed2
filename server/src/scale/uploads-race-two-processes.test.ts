import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { TWO_ADMIN_KEY as ADMIN, startTwo } from '../testing/start-two.ts'

const MB = 1024 * 1024
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const tusHeaders = { 'service-admin-key': ADMIN, 'tus-resumable': '1.0.0' }

/**
 * The compare-and-set on the upload's offset is the lock (docs/platform.md#locking): two service
 * processes sharing one PostgreSQL database and one local folder, and no Redis, receive two PATCHes
 * of one upload at the same offset — one with the file's bytes, one with other bytes. Whichever
 * commits first owns the offset; the other is answered 409 and none of its bytes is read again.
 */
test('two processes, two PATCHes at one offset: one owns it, the other gets 409; the upload holds only the winner’s bytes', {
  skip: process.env.HANGAR_TEST_POSTGRES ? false : 'needs PostgreSQL on 127.0.0.1',
}, async (t) => {
  const two = await startTwo()
  t.after(() => two.stop())
  const { A, B } = two
  const dataDir = two.dataDirs[0]

  const file = randomBytes(40 * MB)
  const other = randomBytes(32 * MB)
  const created = await fetch(`${A}/admin/uploads`, {
    method: 'POST',
    headers: {
      ...tusHeaders,
      'upload-length': String(file.length),
      'upload-metadata': `path ${Buffer.from('race/file.bin').toString('base64')},sha256 ${Buffer.from(sha(file)).toString('base64')}`,
    },
  })
  assert.equal(created.status, 201, await created.text())
  const location = created.headers.get('location')!
  const patch = (base: string, offset: number, body: Buffer) =>
    fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body,
    })
  // Both sent at once, each to its own process: 32 MiB is two commits of the offset.
  const [right, wrong] = await Promise.all([patch(A, 0, file.subarray(0, 32 * MB)), patch(B, 0, other)])
  const statuses = [right.status, wrong.status]
  assert.deepEqual([...statuses].sort(), [204, 409], String(statuses))
  const head = await fetch(`${B}${location}`, { method: 'HEAD', headers: tusHeaders })
  assert.equal(
    head.headers.get('upload-offset'),
    String(32 * MB),
    'the winner’s whole body, nothing of the loser',
  )
  const parts = readdirSync(join(dataDir, 'blobs', '_uploads', location.split('/').pop()!))
  assert.equal(parts.length, 1, `the loser's part file is removed: ${parts}`)

  const rest = await patch(A, 32 * MB, file.subarray(32 * MB))
  if (right.status === 204) {
    // The file's bytes won: it completes, exactly the file.
    assert.equal(rest.status, 204, await rest.text())
    assert.equal(rest.headers.get('hangar-file-sha256'), sha(file))
  } else {
    // The other bytes won: they are not the declared sha256, so nothing is stored.
    assert.equal(rest.status, 422, await rest.text())
    assert.equal(existsSync(join(dataDir, 'blobs', 'race', 'file.bin')), false)
  }
  assert.equal(existsSync(join(dataDir, 'blobs', '_uploads', location.split('/').pop()!)), false)
})
