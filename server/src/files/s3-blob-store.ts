import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { type Clock, systemClock } from '../common/clock.ts'
import { contentTypeFor, isSafeBlobPath } from './blob-path.ts'
import {
  BlobChecksumError,
  BlobExistsError,
  type BlobStore,
  type ByteRange,
  NotStoredError,
  type PutOptions,
  SIGNED_URL_TTL_SECONDS,
  StorageUnavailableError,
  type StoredBlob,
} from './blob-store.ts'
import { dispositionFor } from './file-disposition.ts'
import { meteredDigest } from './metered-digest.ts'
import { presignGetObject, type S3Location, type SigningCredentials } from './s3-presign.ts'

export interface S3Settings {
  bucket: string
  /** Absent: AWS itself (`https://s3.<region>.amazonaws.com`). */
  endpoint: string | undefined
  region: string
  forcePathStyle: boolean
  /** Absent: the standard AWS chain (environment, shared files, SSO, web identity, instance role). */
  credentials?: SigningCredentials
}

/** Parts of a streamed upload; 5 MiB is S3's smallest, 16 MiB keeps a 1 GB file at 64 parts. */
const PART_SIZE = 16 * 1024 * 1024

/** Errors the SDK raises when the server answered "no such object". */
function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

function isPreconditionFailed(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'PreconditionFailed' || e?.$metadata?.httpStatusCode === 412
}

function unavailable(what: string, err: unknown): StorageUnavailableError {
  const reason = (err as Error)?.name && (err as Error).name !== 'Error' ? ` (${(err as Error).name})` : ''
  return new StorageUnavailableError(`The file store (S3 bucket) cannot ${what}${reason}; retry shortly`, {
    cause: err,
  })
}

/**
 * Blobs as objects of one S3-compatible bucket, the key being the file's path. The client is the
 * AWS SDK v3 (streamed multipart uploads through `@aws-sdk/lib-storage`, the same client the tus
 * S3 store uses), with checksums only when required: the SDK's default CRC32 trailers break many
 * S3-compatible servers. Links are presigned GET URLs made here synchronously (`s3-presign.ts`)
 * from credentials the store keeps fresh in the background.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const
  readonly client: S3Client
  readonly location: S3Location
  #credentials: (SigningCredentials & { expiration?: Date | undefined }) | undefined
  #refresh: NodeJS.Timeout | undefined

  private constructor(
    readonly settings: S3Settings,
    private readonly clock: Clock,
  ) {
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // A bucket that does not answer is a 503 within seconds, not a hung request.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    }
    this.client = new S3Client(config)
    this.location = {
      endpoint: settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`,
      bucket: settings.bucket,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
    }
  }

  /** A store with its credentials resolved (links are signed synchronously from them). */
  static async open(settings: S3Settings, clock: Clock = systemClock): Promise<S3BlobStore> {
    const store = new S3BlobStore(settings, clock)
    await store.refreshCredentials()
    // Temporary credentials (roles, SSO) are renewed well before they expire.
    store.#refresh = setInterval(() => {
      const exp = store.#credentials?.expiration
      if (exp && exp.getTime() - store.clock.now() < 15 * 60_000)
        void store.refreshCredentials().catch(() => {})
    }, 60_000).unref()
    return store
  }

  private async refreshCredentials(): Promise<void> {
    const c = await this.client.config.credentials({ forceRefresh: true })
    this.#credentials = {
      accessKeyId: c.accessKeyId,
      secretAccessKey: c.secretAccessKey,
      sessionToken: c.sessionToken,
      expiration: c.expiration,
    }
  }

  private key(path: string): string {
    if (!isSafeBlobPath(path)) throw new Error(`unsafe blob path: ${path}`)
    return path
  }

  async put(
    path: string,
    body: Readable | Buffer,
    maxBytes: number,
    options: PutOptions = {},
  ): Promise<StoredBlob> {
    const key = this.key(path)
    if (await this.exists(path)) throw new BlobExistsError(`${path} already exists`)
    const { transform: meter, size, digest } = meteredDigest(maxBytes)
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body
    source.on('error', (err) => meter.destroy(err))
    source.pipe(meter)
    // The stream's own error (too large, a broken upload) is the one to report, not the SDK's.
    let streamError: unknown
    meter.on('error', (err) => {
      streamError = err
    })
    const contentType = options.contentType ?? contentTypeFor(path)
    const upload = new Upload({
      client: this.client,
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
      params: {
        Bucket: this.settings.bucket,
        Key: key,
        Body: meter,
        ContentType: contentType,
        // The service's own links say inline or attachment; S3 answers with what is stored.
        ContentDisposition: dispositionFor(contentType),
        // Written once: a second writer racing to the same key is refused by the bucket.
        IfNoneMatch: '*',
        // Known before the first byte (a copy, a resumable upload): kept beside the object, so a
        // later copy can tell a finished object from a different one without reading it.
        ...(options.sha256 ? { Metadata: { sha256: options.sha256 } } : {}),
      },
    })
    try {
      await upload.done()
    } catch (err) {
      if (streamError) throw streamError
      if (isPreconditionFailed(err)) throw new BlobExistsError(`${path} already exists`)
      throw unavailable('store the file', err)
    }
    if (streamError) {
      await this.delete(path).catch(() => {})
      throw streamError
    }
    const sha256 = digest()
    if (options.sha256 !== undefined && options.sha256 !== sha256) {
      await this.delete(path)
      throw new BlobChecksumError(options.sha256, sha256)
    }
    return { size: size(), sha256 }
  }

  async exists(path: string): Promise<boolean> {
    return (await this.size(path)) !== undefined
  }

  async size(path: string): Promise<number | undefined> {
    if (!isSafeBlobPath(path)) return undefined
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: path }))
      return head.ContentLength ?? 0
    } catch (err) {
      if (isNotFound(err)) return undefined
      throw unavailable('be read', err)
    }
  }

  /** The sha256 recorded with the object when it was written with a known digest, if any. */
  async recordedSha256(path: string): Promise<string | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(path) }),
      )
      return head.Metadata?.sha256
    } catch (err) {
      if (isNotFound(err)) return undefined
      throw unavailable('be read', err)
    }
  }

  async read(path: string, range?: ByteRange): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(path),
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      )
      return res.Body as Readable
    } catch (err) {
      if (isNotFound(err)) throw new NotStoredError(`nothing is stored at ${path}`)
      throw unavailable('be read', err)
    }
  }

  /** Objects are not files here: readers go through `read`. */
  localPath(): undefined {
    return undefined
  }

  presign(path: string, seconds: number = SIGNED_URL_TTL_SECONDS): string {
    if (!this.#credentials) throw new StorageUnavailableError('The file store has no credentials yet')
    return presignGetObject(
      this.location,
      this.#credentials,
      this.key(path),
      seconds,
      new Date(this.clock.now()),
    )
  }

  async delete(path: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(path) }))
    } catch (err) {
      if (isNotFound(err)) return
      throw unavailable('delete a file', err)
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), {
        abortSignal: AbortSignal.timeout(5000),
      })
    } catch (err) {
      throw unavailable('be reached', err)
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#refresh)
    this.client.destroy()
  }
}
