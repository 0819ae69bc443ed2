import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { test } from 'node:test'
import {
  BlobChecksumError,
  BlobExistsError,
  type BlobStore,
  BlobTooLargeError,
  NotStoredError,
} from './blob-store.ts'

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of stream) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

export interface ContractSubject {
  store: BlobStore
  /** GETs a link the store made, as a browser or player would (the local store's own route). */
  fetchLink(url: string, headers?: Record<string, string>): Promise<{ status: number; body: Buffer }>
}

/**
 * What every BlobStore does, whatever holds the bytes: the local folder and the S3 bucket run
 * this same suite (local-blob-store.test.ts, s3-blob-store.test.ts).
 */
export function blobStoreContract(
  name: string,
  open: () => Promise<ContractSubject & { close(): Promise<void> }>,
) {
  test(`BlobStore contract: ${name}`, async (t) => {
    const subject = await open()
    t.after(() => subject.close())
    const { store } = subject
    const prefix = `contract-${randomBytes(4).toString('hex')}`

    await t.test('put stores the bytes once, with their size and sha256', async () => {
      const bytes = randomBytes(100_000)
      const path = `${prefix}/a/one.bin`
      assert.equal(await store.exists(path), false)
      assert.equal(await store.size(path), undefined)
      assert.deepEqual(await store.put(path, bytes, 1 << 20), { size: bytes.length, sha256: sha(bytes) })
      assert.equal(await store.exists(path), true)
      assert.equal(await store.size(path), bytes.length)
      assert.deepEqual(await bytesOf(await store.read(path)), bytes)
      assert.deepEqual(await bytesOf(await store.read(path, { start: 10, end: 19 })), bytes.subarray(10, 20))
      assert.deepEqual(await bytesOf(await store.read(path, { start: 99_990 })), bytes.subarray(99_990))
      await assert.rejects(store.put(path, Buffer.from('other'), 1 << 20), BlobExistsError)
      assert.deepEqual(await bytesOf(await store.read(path)), bytes, 'the first bytes stay')
    })

    await t.test('a stream larger than one part (17 MiB) arrives whole', async () => {
      const bytes = randomBytes(17 * 1024 * 1024)
      const path = `${prefix}/big.bin`
      const stream = Readable.from(
        (function* () {
          for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536)
        })(),
      )
      assert.deepEqual(await store.put(path, stream, 1 << 30), { size: bytes.length, sha256: sha(bytes) })
      assert.equal(sha(await bytesOf(await store.read(path))), sha(bytes))
    })

    await t.test('too large, a wrong sha256 or a broken stream leave nothing', async () => {
      await assert.rejects(store.put(`${prefix}/large.bin`, randomBytes(2000), 1000), BlobTooLargeError)
      assert.equal(await store.exists(`${prefix}/large.bin`), false)
      const bytes = randomBytes(5000)
      await assert.rejects(
        store.put(`${prefix}/sum.bin`, bytes, 1 << 20, { sha256: sha(Buffer.from('else')) }),
        BlobChecksumError,
      )
      assert.equal(await store.exists(`${prefix}/sum.bin`), false)
      assert.equal(
        (await store.put(`${prefix}/sum.bin`, bytes, 1 << 20, { sha256: sha(bytes) })).sha256,
        sha(bytes),
      )
      const broken = new Readable({
        read() {
          this.push(randomBytes(1000))
          this.destroy(new Error('connection reset'))
        },
      })
      await assert.rejects(store.put(`${prefix}/broken.bin`, broken, 1 << 20), /connection reset/)
      assert.equal(await store.exists(`${prefix}/broken.bin`), false)
    })

    await t.test('nothing stored: read refuses, delete is quiet', async () => {
      await assert.rejects(store.read(`${prefix}/none.bin`), NotStoredError)
      await store.delete(`${prefix}/none.bin`)
      await store.put(`${prefix}/gone.bin`, Buffer.from('x'), 10)
      await store.delete(`${prefix}/gone.bin`)
      assert.equal(await store.exists(`${prefix}/gone.bin`), false)
    })

    await t.test('a presigned link serves the bytes, and a Range of them', async () => {
      const body = Buffer.from('0123456789'.repeat(100))
      const path = `${prefix}/media/clip.mp4`
      await store.put(path, body, 1 << 20, { contentType: 'video/mp4' })
      const url = store.presign(path)
      const whole = await subject.fetchLink(url)
      assert.equal(whole.status, 200)
      assert.deepEqual(whole.body, body)
      const part = await subject.fetchLink(url, { range: 'bytes=100-109' })
      assert.equal(part.status, 206)
      assert.equal(part.body.toString(), '0123456789')
    })

    await t.test('a local path, when the store gives one, holds the bytes', async () => {
      const body = randomBytes(1000)
      const path = `${prefix}/local/file.bin`
      await store.put(path, body, 1 << 20)
      const local = store.localPath(path)
      if (store.kind === 'local') assert.deepEqual(readFileSync(local ?? ''), body)
      else assert.equal(local, undefined)
    })

    await t.test('the store answers its readiness check', async () => {
      await store.check()
    })
  })
}
