import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { LogEvent } from 'kysely'
import { MemoryAttemptCounter, RedisAttemptCounter } from './auth/attempt-counter.ts'
import { type Clock, systemClock } from './common/clock.ts'
import type { Config } from './config.ts'
import type { Deps } from './deps.ts'
import { jobEndedEvent } from './events/job-events.ts'
import { type Feed, startFeed } from './events/start-feed.ts'
import type { BlobStore } from './files/blob-store.ts'
import { LocalBlobStore } from './files/local-blob-store.ts'
import { UrlSigner } from './files/url-signer.ts'
import { createJobWorker, type QueueWorker } from './jobs/create-job-worker.ts'
import { type Robots, startRobots } from './mecha-backend/create-backend.ts'
import { persistentSecret } from './secrets.ts'
import { createServices, type Services } from './services.ts'
import { type DatabaseHandle, openDatabase } from './storage/database.ts'
import { setIndexWorkers } from './streams/worker.ts'
import { WebhookSecretKeyring } from './webhooks/secret-keyring.ts'
import { DEFAULT_DELIVERER, WebhookDeliverer } from './webhooks/webhook-deliverer.ts'

export interface BuildServicesOptions {
  /** Where warnings go: the service's logger (`app.log`), or a silent one (the command line). */
  log: FastifyBaseLogger
  /** Pins "now" for tests (statistics days, link expiry). Default: the wall clock. */
  clock?: Clock
  /** The simulator's clock. Default: wall clock × MECHA_TIME_SCALE. */
  mechaClock?: Clock
  /** Told of the database pool's own errors (the service's metrics). */
  onPoolError?: (err: Error) => void
  /** Told of every statement, with its duration and whether it failed (the service's metrics). */
  onQuery?: (e: LogEvent) => void
  /** Told of every job run of this process's worker (the service's metrics). */
  onJobEnd?: (kind: string, outcome: string, ms: number) => void
  /** Told of jobs taken over from a process that died (the service's metrics). */
  onJobTakeovers?: (count: number) => void
  /**
   * The running service's own work beside what callers ask: webhook deliveries, notifications of
   * other processes' events (PostgreSQL LISTEN), sign-in limits shared through Redis (REDIS_URL),
   * the registered mechas loaded into the simulator. Default false: a command line leaves all of
   * it to the service.
   */
  serving?: boolean
  /**
   * Runs jobs (docs/jobs.md) with `config.jobConcurrency` side by side. Default: `serving`. A
   * worker process (`npm run worker`) works without serving.
   */
  working?: boolean
  /**
   * The worker starts when this process first enqueues, not when it starts: for test apps, most
   * of which never enqueue (on PostgreSQL a graphile-worker runner costs about 200 ms to start
   * and stop). A process so built never works on jobs other processes queue.
   */
  workerOnFirstJob?: boolean | undefined
}

/**
 * The ports and the domain services: what a command and the demo seeder call, and what a built
 * app holds as `app.deps` and `app.services`.
 */
export interface DomainServices {
  deps: Deps
  services: Services
}

/** The database, the file store, the robots and the domain services: everything but HTTP. */
export interface BuiltServices extends DomainServices {
  robots: Robots
  /** The PostgreSQL pool's figures (metrics); undefined on SQLite. */
  pool: DatabaseHandle['pool']
  /** Fsyncs of SQLite's log for commits (metrics); undefined without group commit. */
  logSyncs: DatabaseHandle['logSyncs']
  /** The local file folder, `<dataDir>/blobs`. */
  blobRoot: string
  /** Connected when serving with REDIS_URL set. */
  redis: Redis | undefined
  /** The changes feed's wake-ups; `stop()` answers waiting requests at once. */
  feed: Feed
  /**
   * What closes it, in the order it was opened (the database first); it closes last first.
   * The service registers each as an `onClose` hook (Fastify runs them last-registered first).
   */
  closers: (() => Promise<void>)[]
  /** Runs `closers` last first, each even when one before it failed. */
  close(): Promise<void>
  /** This process's job worker, when it works. */
  worker: QueueWorker | undefined
}

/**
 * Opens what the routes call, without the routes: `buildApp` builds the service on it, and the
 * command line's commands use it alone, without loading Fastify, the routes and their schemas.
 */
export async function buildServices(config: Config, opts: BuildServicesOptions): Promise<BuiltServices> {
  const { log } = opts
  const clock = opts.clock ?? systemClock
  const closers: (() => Promise<void>)[] = []
  const close = async () => {
    let failure: unknown
    for (const c of [...closers].reverse())
      await c().catch((err: unknown) => {
        failure ??= err
      })
    if (failure !== undefined) throw failure
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      sqliteSynchronous: config.sqliteSynchronous,
      sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.statementTimeoutMs,
      ...(opts.onPoolError ? { onPoolError: opts.onPoolError } : {}),
      ...(opts.onQuery ? { onQuery: opts.onQuery } : {}),
    })
    closers.push(async () => database.close())

    const secret = config.signingSecret ?? persistentSecret(config.dataDir, 'signing-secret')
    const blobRoot = join(config.dataDir, 'blobs')
    mkdirSync(blobRoot, { recursive: true })
    const signer = new UrlSigner(secret, config.publicBaseUrl, clock)
    // S3_BUCKET set: files in the bucket, links presigned S3 URLs; otherwise the local folder.
    // The AWS SDK loads only for a bucket (about 0.3 s of CPU at every start otherwise).
    const blobs: BlobStore = config.s3
      ? await (await import('./files/s3-blob-store.ts')).S3BlobStore.open(config.s3, clock)
      : new LocalBlobStore(blobRoot, signer)
    closers.push(async () => blobs.close())
    const deps: Deps = { db: database.db, dialect: database.dialect, blobs, signer, clock }
    const robots = await startRobots(config, {
      ...(opts.mechaClock ? { mechaClock: opts.mechaClock } : {}),
      log,
      db: database.db,
    })
    // Mechas under real-time control stop when the service goes away.
    closers.push(async () => robots.close())
    const redis = opts.serving && config.redisUrl ? await connectRedis(config.redisUrl) : undefined
    if (redis) closers.push(async () => void (await redis.quit().catch(() => redis.disconnect())))
    const feed = startFeed(deps, opts.serving ? config.databaseUrl : undefined, (err) =>
      log.warn({ err }, 'changes feed: notifications unavailable; waiting requests poll meanwhile'),
    )
    closers.push(async () => feed.close())
    // Webhook secrets are sealed in the database under a key kept outside it (docs/events.md#secrets-at-rest).
    const webhookKeys = WebhookSecretKeyring.parse(
      config.webhookSecretsKey ?? persistentSecret(config.dataDir, 'webhook-secrets-key'),
    )
    const events = {
      waker: feed.waker,
      retentionDays: config.eventRetentionDays,
      allowPrivateWebhooks: config.webhooks.allowPrivateNetworks,
      webhookKeys,
      held: config.eventStreams,
    }
    if (opts.serving) {
      const deliverer = new WebhookDeliverer(
        deps,
        { ...config.webhooks, ...DEFAULT_DELIVERER, keys: webhookKeys },
        (err, what) => log.warn({ err }, `${what} failed; it is tried again`),
        log,
      )
      deliverer.start()
      // Attempts in flight are recorded before the database closes.
      closers.push(async () => deliverer.stop())
    }
    const services = createServices(
      deps,
      robots,
      events,
      {
        publicBaseUrl: config.publicBaseUrl,
        csrfSecret: secret,
        sessions: {
          idleMs: config.sessions.idleMinutes * 60_000,
          maxAgeMs: config.sessions.maxAgeHours * 3_600_000,
          signIn: {
            maxPerAccount: config.signIn.maxPerAccount,
            maxPerAddress: config.signIn.maxPerAddress,
            windowMs: config.signIn.windowMinutes * 60_000,
            maxDelayMs: config.signIn.maxDelaySeconds * 1000,
          },
        },
        // With Redis the sign-in limits are shared by every process, like the other rate limits.
        attempts: redis
          ? new RedisAttemptCounter(
              redis,
              undefined,
              (err) => log.warn({ err }, 'sign-in limits unavailable (Redis); attempts pass uncounted'),
              clock,
            )
          : new MemoryAttemptCounter(clock),
        onBookkeepingError: (err) => log.warn({ err }, 'could not record when an API key was last used'),
        onAuditLost: (err, entries) =>
          log.error({ err, entries }, `could not write ${entries.length} audit entries (mecha commands)`),
      },
      {
        // Derived data (docs/streams.md#storage): rebuilt from the files whenever it is missing.
        derivedRoot: join(config.dataDir, 'derived', 'streams'),
        onError: (err) => log.warn({ err }, 'streams: could not index a dataset'),
      },
      {
        scratchRoot: join(config.dataDir, 'derived', 'previews-scratch'),
        // A file Hangar cannot make a preview of is no error of the service's: noted, never a 500.
        onError: (err, datasetId) => log.info({ err, datasetId }, 'previews: no preview made'),
      },
    )
    // Preview work and indexing stop, and audit entries are written, before the database closes.
    closers.push(async () => services.previews.close())
    closers.push(async () => services.streams.close())
    closers.push(async () => services.mechas.flushAudit())
    // Secrets stored before sealing, or under a key being rotated out, are sealed under the
    // sealing key; one no key here opens is named in the log (another process's key?).
    const secrets = await services.webhooks.sealStoredSecrets()
    if (secrets.unreadable > 0)
      log.warn(
        { endpoints: secrets.unreadable },
        'webhook secrets that no key of WEBHOOK_SECRETS_KEY opens: those endpoints get nothing until it holds their key',
      )
    let worker: QueueWorker | undefined
    if ((opts.working ?? opts.serving) && config.jobConcurrency > 0) {
      setIndexWorkers(config.indexWorkers)
      // SQLite: claims from the `jobs` table; PostgreSQL: graphile-worker (docs/jobs.md).
      const startWorker = async () => {
        const w = await createJobWorker(deps, services.jobs.defined, {
          databaseUrl: config.databaseUrl,
          shutdownGraceMs: config.timeouts.shutdownGraceMs,
          concurrency: config.jobConcurrency,
          leaseMs: config.jobLeaseMs,
          tellEnded: jobEndedEvent(deps.dialect),
          onError: (err) => log.warn({ err }, 'jobs: the queue did not answer; tried again'),
          onEnd: (job, outcome, ms, error) => {
            opts.onJobEnd?.(job.kind, outcome, ms)
            if (outcome === 'retry' || outcome === 'failed')
              log.warn(
                { job: job.id, kind: job.kind, dataset: job.dataset_id, error },
                outcome === 'failed' ? 'job failed' : 'job failed; it is tried again',
              )
            else log.debug({ job: job.id, kind: job.kind, outcome, ms }, 'job ended')
          },
          onTakeovers: (n) => {
            opts.onJobTakeovers?.(n)
            log.warn(`jobs: took over ${n} job(s) of a process that stopped`)
          },
        })
        services.jobs.onEnqueued(() => w.wake())
        w.start()
        return w
      }
      let started: Promise<QueueWorker | undefined> | undefined
      if (opts.workerOnFirstJob)
        services.jobs.onEnqueued(() => {
          started ??= startWorker().catch((err) => {
            log.warn({ err }, 'jobs: the worker could not start')
            return undefined
          })
        })
      else {
        worker = await startWorker()
        started = Promise.resolve(worker)
      }
      // Running jobs finish within the grace period or go back to the queue, before their
      // services stop (closers run last first).
      closers.push(async () => (await started)?.stop(config.timeouts.shutdownGraceMs))
    }
    if (opts.serving) await services.mechas.load()
    return {
      deps,
      services,
      robots,
      pool: database.pool,
      logSyncs: database.logSyncs,
      blobRoot,
      redis,
      feed,
      closers,
      worker,
      close: async () => {
        feed.stop()
        await close()
      },
    }
  } catch (err) {
    await close().catch(() => {})
    throw err
  }
}

/** Short timeouts: a slow Redis must not hold requests (rate limits fail open). */
/** ioredis loads only when Redis is configured. */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis')
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableAutoPipelining: true })
}
