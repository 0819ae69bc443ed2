import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3Settings } from '../files/s3-blob-store.ts'

/** s3rver's own credentials; it does not check them (nor any SigV4 signature). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export interface TestS3 {
  settings: S3Settings & { credentials: { accessKeyId: string; secretAccessKey: string } }
  /** The variables a service process needs to use this bucket. */
  env: Record<string, string>
  /** Stops the server (the bucket "goes away"); `start` brings it back on the same port. */
  stop(): Promise<void>
  start(): Promise<void>
  close(): Promise<void>
}

/**
 * An S3 server for a test: a real one when S3_TEST_ENDPOINT is set (with S3_TEST_BUCKET,
 * S3_TEST_REGION, S3_TEST_FORCE_PATH_STYLE and the standard AWS credential variables), otherwise
 * s3rver on a free port of 127.0.0.1 with a temporary folder and a fresh bucket.
 */
export async function startTestS3(): Promise<TestS3> {
  const real = process.env.S3_TEST_ENDPOINT
  if (real) {
    const bucket = process.env.S3_TEST_BUCKET
    if (!bucket)
      throw new Error('S3_TEST_ENDPOINT needs S3_TEST_BUCKET (an existing bucket the tests may write to)')
    const credentials = {
      accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
    }
    const settings = {
      bucket,
      endpoint: real === 'aws' ? undefined : real,
      region: process.env.S3_TEST_REGION ?? 'us-east-1',
      forcePathStyle: process.env.S3_TEST_FORCE_PATH_STYLE === '1',
      credentials,
    }
    const env: Record<string, string> = {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_FORCE_PATH_STYLE: settings.forcePathStyle ? '1' : '0',
      ...(settings.endpoint ? { S3_ENDPOINT: settings.endpoint } : {}),
    }
    const none = async () => {}
    return { settings, env, stop: none, start: none, close: none }
  }
  const dir = mkdtempSync(join(tmpdir(), 'hangar-s3-'))
  const bucket = `hangar-${randomBytes(4).toString('hex')}`
  let port = 0
  let server: S3rver | undefined
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    const address = (await server.run()) as unknown as { port: number }
    port = address.port
  }
  await start()
  const settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  }
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    stop: async () => {
      await server?.close()
      server = undefined
    },
    start,
    close: async () => {
      await server?.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
