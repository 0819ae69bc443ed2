import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError, NotFoundError } from '../common/errors.ts'
import { findDataset } from '../datasets/dataset.repository.ts'
import { assertSameOrganization } from '../datasets/transitions.ts'
import type { Deps } from '../deps.ts'
import { NotStoredError } from '../files/blob-store.ts'
import { CopyTooLargeError, type LocalFile, localCopy } from '../files/local-copy.ts'
import type { JobService } from '../jobs/job.service.ts'
import type { Db } from '../storage/db.ts'
import type { DatasetRow } from '../storage/tables.ts'
import { seriesBuckets } from './buckets.ts'
import { readable } from './build.ts'
import { DerivedStore } from './derived-store.ts'
import { type FrameSource, FrameTimeoutError, readFrameOffThread } from './frame-worker.ts'
import { type Frame, frameAt } from './frames.ts'
import type { IndexJob, IndexOutcome, InputFile, StreamIndex } from './model.ts'
import type { Series, SeriesQuery, Streams } from './stream.schema.ts'
import { FileLevels, readImageTimes, readIndex } from './summary-store.ts'
import { DEFAULT_LIMITS, runIndexJob, type WorkerLimits } from './worker.ts'

export interface StreamOptions {
  /** Derived data: `<derivedRoot>/<dataset id>/` holds a dataset's index. */
  derivedRoot: string
  limits?: WorkerLimits
  /** A frame of an image stream is read within this; default FRAME_TIMEOUT_MS (10 s). */
  frameTimeoutMs?: number
  /** Files of another store (S3) are copied for the readers up to this size; default 2 GiB. */
  maxCopyBytes?: number
  /** With a bucket: indexes fetched from it are kept in `derivedRoot` up to this many bytes; default 2 GiB. */
  cacheBytes?: number
  onError?: (err: unknown) => void
}

type StreamsRow = { status: Streams['status']; detail: string | null; duration_seconds: number | null }

/** The job kind that builds a dataset's stream index (docs/jobs.md). */
export const INDEX_JOB = 'streams.index'

const gib = (bytes: number) => Math.round((bytes / 1024 ** 3) * 100) / 100

/**
 * Streams of datasets (docs/streams.md): indexing is a job (`streams.index`, docs/jobs.md),
 * enqueued with the dataset's creation and run off the event loop by whichever process takes it;
 * the index answers `streams` and `series` without touching the dataset's file.
 */
export class StreamService {
  private closed = false
  private readonly abort = new AbortController()
  private jobs: JobService | undefined
  private readonly derived: DerivedStore

  constructor(
    private readonly deps: Deps,
    private readonly opts: StreamOptions,
  ) {
    this.derived = new DerivedStore(deps.blobs, opts.derivedRoot, opts.cacheBytes)
  }

  /** The queue its indexing goes through (set once, when the services are wired). */
  useJobs(jobs: JobService): void {
    this.jobs = jobs
  }

  /** The one place links to stream files are made: the file store presigns, or the service signs. */
  private linkTo(path: string): string {
    const store = this.deps.blobs as unknown as { presign?: (p: string) => string }
    return typeof store.presign === 'function' ? store.presign(path) : this.deps.signer.sign(path)
  }

  private dirOf(datasetId: string) {
    return join(this.opts.derivedRoot, datasetId)
  }

  private async owned(caller: Caller, id: string): Promise<DatasetRow> {
    const row = await findDataset(this.deps.db, id)
    if (!row) throw new NotFoundError('Dataset not found')
    assertSameOrganization(row, caller.organizationId)
    return row
  }

  private async companions(datasetId: string) {
    return this.deps.db
      .selectFrom('dataset_companions')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .orderBy('position')
      .execute()
  }

  /** The job, its files named by link (`path` is set once each is a file of this machine). */
  private async job(row: DatasetRow): Promise<IndexJob> {
    const companions = await this.companions(row.id)
    return {
      datasetId: row.id,
      main: { name: row.name, link: row.link, path: '' },
      companions: companions.map((c) => ({
        name: c.name,
        link: c.link,
        path: '',
        start_seconds: c.start_seconds ?? undefined,
      })),
      metadata: this.deps.dialect.decodeJson<Record<string, unknown>>(row.metadata),
      outDir: this.dirOf(row.id),
    }
  }

  private async setStatus(datasetId: string, s: StreamsRow) {
    const at = new Date(this.deps.clock.now()).toISOString()
    await this.deps.db
      .insertInto('dataset_streams')
      .values({ dataset_id: datasetId, ...s, updated_at: at })
      .onConflict((oc) => oc.column('dataset_id').doUpdateSet({ ...s, updated_at: at }))
      .execute()
  }

  /**
   * In the transaction that creates a dataset or a version: its index job, or — nothing of it in
   * a format Hangar reads — its streams are `none` at once, without a job. Says whether it queued one.
   */
  async queueIn(
    trx: Db,
    d: { id: string; organizationId: string; link: string },
    companions: readonly { link: string }[],
  ): Promise<boolean> {
    if (!this.jobs) return false
    const files = { main: { link: d.link }, companions: companions.map((c) => ({ link: c.link })) }
    if (readable(files as Parameters<typeof readable>[0])) {
      await this.jobs.enqueue(trx, { kind: INDEX_JOB, organizationId: d.organizationId, datasetId: d.id })
      return true
    }
    const at = new Date(this.deps.clock.now()).toISOString()
    await trx
      .insertInto('dataset_streams')
      .values({ dataset_id: d.id, status: 'none', detail: null, duration_seconds: null, updated_at: at })
      .onConflict((oc) => oc.column('dataset_id').doNothing())
      .execute()
    return false
  }

  /**
   * Queues (re)building a dataset's index, unless it is queued or running already; `again`
   * queues it anew when it has run (a reindex).
   */
  async rebuild(datasetId: string, again = false): Promise<void> {
    const row = await findDataset(this.deps.db, datasetId)
    if (!row) throw new NotFoundError('Dataset not found')
    if (!this.jobs) throw new Error('streams: no job queue')
    await this.jobs.enqueueNow({ kind: INDEX_JOB, organizationId: row.organization_id, datasetId }, again)
  }

  /** Resolves when no index job is queued or running (tests, the demo's start). */
  async idle(): Promise<void> {
    await this.jobs?.idle([INDEX_JOB], () => this.closed)
  }

  /**
   * The job's files as files of this machine (docs/streams.md#storage): the local store's own, or
   * bounded copies from another store (an S3 bucket), removed by `release`; or why it cannot be.
   */
  private async localJob(
    base: IndexJob,
    signal: AbortSignal,
  ): Promise<{ job: IndexJob; release: () => Promise<void> } | IndexOutcome> {
    const copies: LocalFile[] = []
    const release = async () => void (await Promise.all(copies.map((c) => c.release())))
    const scratchRoot = join(this.opts.derivedRoot, '.scratch')
    const files: InputFile[] = []
    for (const file of [base.main, ...base.companions]) {
      let problem: string | undefined
      try {
        const copy = await localCopy(this.deps.blobs, file.link, {
          scratchRoot,
          maxBytes: this.opts.maxCopyBytes,
          signal,
        })
        copies.push(copy)
        if (existsSync(copy.path)) files.push({ ...file, path: copy.path })
        else problem = `The file ${file.name} is not in the file store.`
      } catch (err) {
        if (err instanceof NotStoredError) problem = `The file ${file.name} is not in the file store.`
        else if (err instanceof CopyTooLargeError)
          problem = `The file ${file.name} is larger than the ${gib(err.maxBytes)} GiB Hangar copies from the file store to read.`
        else {
          await release()
          throw err
        }
      }
      if (problem) {
        await release()
        return { status: 'failed', detail: problem }
      }
    }
    const [main, ...companions] = files
    return { job: { ...base, main: main!, companions: companions as IndexJob['companions'] }, release }
  }

  /**
   * The `streams.index` job: reads the dataset's files into its index in the worker thread and
   * records the outcome. A file Hangar cannot read is an outcome (`failed` with a sentence), not a
   * failed job; a job that is stopped writes nothing (it runs again).
   */
  async indexNow(datasetId: string, signal: AbortSignal): Promise<void> {
    const row = await findDataset(this.deps.db, datasetId)
    if (!row) return
    const base = await this.job(row)
    if (!readable(base)) {
      await this.setStatus(datasetId, { status: 'none', detail: null, duration_seconds: null })
      return
    }
    const stop = AbortSignal.any([signal, this.abort.signal])
    const local = await this.localJob(base, stop)
    let outcome: IndexOutcome
    if ('status' in local) outcome = local
    else
      try {
        outcome = await runIndexJob(local.job, this.opts.limits ?? DEFAULT_LIMITS, stop)
      } finally {
        await local.release()
      }
    if (stop.aborted) throw stop.reason ?? new Error('Indexing was stopped.')
    // Published before it is said to be ready: another process then reads it, never builds it again.
    if (outcome.status === 'ready') await this.derived.publish(datasetId)
    await this.setStatus(datasetId, {
      status: outcome.status,
      detail: outcome.status === 'failed' ? outcome.detail : null,
      duration_seconds: outcome.status === 'ready' ? outcome.duration_seconds : null,
    })
  }

  /**
   * Runs `work` on the dataset's files as files of this machine (copies from a bucket, removed
   * after); `undefined` when the dataset is gone, a sentence when a file cannot be had.
   */
  async withLocalFiles<T>(
    datasetId: string,
    signal: AbortSignal,
    work: (job: IndexJob) => Promise<T>,
  ): Promise<{ result: T } | { failed: string } | undefined> {
    const row = await findDataset(this.deps.db, datasetId)
    if (!row) return undefined
    const local = await this.localJob(await this.job(row), AbortSignal.any([signal, this.abort.signal]))
    if ('status' in local) return { failed: local.status === 'failed' ? local.detail : 'No file to read.' }
    try {
      return { result: await work(local.job) }
    } finally {
      await local.release()
    }
  }

  /**
   * A dataset's streams as recorded, or — without a record — as its index job stands: queued or
   * running is `indexing`, a job that failed for good is `failed` with its sentence. No record
   * and no job (a dataset older than jobs), or a record whose derived files are gone (a new
   * machine, a wiped folder): the job is queued (again), and the answer is `indexing`.
   */
  private async state(row: DatasetRow): Promise<{ s: StreamsRow; index: StreamIndex | null }> {
    const s: StreamsRow | undefined = await this.deps.db
      .selectFrom('dataset_streams')
      .select(['status', 'detail', 'duration_seconds'])
      .where('dataset_id', '=', row.id)
      .executeTakeFirst()
    if (s && s.status !== 'ready') return { s, index: null }
    if (s) {
      let index = await readIndex(this.dirOf(row.id))
      // Built by another process of the cluster: fetched from the file store, not built again.
      if (!index && (await this.derived.fetch(row.id))) index = await readIndex(this.dirOf(row.id))
      this.derived.touch(row.id)
      if (index) return { s, index }
    }
    const INDEXING: StreamsRow = { status: 'indexing', detail: null, duration_seconds: null }
    const job = await this.jobs?.stateOf(INDEX_JOB, row.id)
    if (!s && job?.state === 'failed')
      return { s: { status: 'failed', detail: job.last_error, duration_seconds: null }, index: null }
    if (!s && (job?.state === 'queued' || job?.state === 'running')) return { s: INDEXING, index: null }
    if (s) await this.deps.db.deleteFrom('dataset_streams').where('dataset_id', '=', row.id).execute()
    if (!this.closed) await this.rebuild(row.id, true)
    return { s: INDEXING, index: null }
  }

  /**
   * A dataset's index and the folder of its files when its streams are ready, else null; read
   * only, nothing is queued (findings derive their frames from it, docs/findings.md#frames).
   */
  async readyIndex(datasetId: string): Promise<{ index: StreamIndex; dir: string } | null> {
    const s = await this.deps.db
      .selectFrom('dataset_streams')
      .select('status')
      .where('dataset_id', '=', datasetId)
      .executeTakeFirst()
    if (s?.status !== 'ready') return null
    const dir = this.dirOf(datasetId)
    let index = await readIndex(dir)
    if (!index && (await this.derived.fetch(datasetId))) index = await readIndex(dir)
    return index ? { index, dir } : null
  }

  async streams(caller: Caller, id: string): Promise<Streams> {
    const row = await this.owned(caller, id)
    const { s, index } = await this.state(row)
    return {
      status: s.status,
      detail: s.detail,
      duration_seconds: index ? index.duration_seconds : null,
      videos: (index?.videos ?? []).map((v) => ({
        name: v.name,
        url: this.linkTo(v.link),
        width: v.width,
        height: v.height,
        fps: v.fps,
        frame_count: v.frame_count,
        codec: v.codec,
        start_seconds: v.start_seconds,
      })),
      channels: (index?.channels ?? []).map((c) => ({
        name: c.name,
        unit: c.unit,
        samples: c.samples,
        start_seconds: c.start_seconds,
        end_seconds: c.end_seconds,
      })),
      images: (index?.images ?? []).map((i) => ({ name: i.name, count: i.count })),
    }
  }

  async series(caller: Caller, id: string, q: SeriesQuery): Promise<Series> {
    const row = await this.owned(caller, id)
    const { s, index } = await this.state(row)
    if (!index) throw new NotFoundError(`The dataset's streams are ${s.status}: it has no channels yet`)
    const from = q.from ?? 0
    const to = q.to ?? index.duration_seconds ?? 0
    if (!(from <= to)) throw new InvalidInputError('from must not be after to')
    const wanted = q.channel.map((name) => {
      const c = index.channels.find((c) => c.name === name)
      if (!c) throw new NotFoundError(`Unknown channel: ${name}`)
      return c
    })
    const dir = this.dirOf(row.id)
    const channels = await Promise.all(
      wanted.map(async (c) => ({
        name: c.name,
        ...(await seriesBuckets(new FileLevels(dir, c, index.build), from, to, q.points)),
      })),
    )
    return { from, to, channels }
  }

  /**
   * Forgets the indexes of the given datasets (or of every dataset whose streams have `status`):
   * their rows and derived folders go, and each is queued to be indexed again (docs/jobs.md).
   * Returns how many were forgotten.
   */
  async forget(which: { ids?: string[]; status?: Streams['status'] }): Promise<number> {
    let q = this.deps.db.selectFrom('dataset_streams').select('dataset_id')
    if (which.ids) q = q.where('dataset_id', 'in', which.ids.length ? which.ids : [''])
    if (which.status) q = q.where('status', '=', which.status)
    const ids = (await q.execute()).map((r) => r.dataset_id)
    for (const id of ids) {
      await this.deps.db.deleteFrom('dataset_streams').where('dataset_id', '=', id).execute()
      await rm(this.dirOf(id), { recursive: true, force: true })
      await this.derived.removePublished(id)
      if (this.jobs) await this.rebuild(id, true).catch((err) => this.opts.onError?.(err))
    }
    return ids.length
  }

  /**
   * The frame of an image stream at time t (the last one at or before it): read from the
   * recording by its chunk index in the frame worker (one chunk, at most 64 MB, is decompressed
   * there, within FRAME_TIMEOUT_MS), from the local store's file or by ranges through the file store.
   */
  async image(caller: Caller, id: string, name: string, t: number): Promise<Frame & { t: number }> {
    const row = await this.owned(caller, id)
    const { s, index } = await this.state(row)
    if (!index) throw new NotFoundError(`The dataset's streams are ${s.status}: it has no image streams yet`)
    const image = index.images.find((i) => i.name === name)
    if (!image) throw new NotFoundError(`Unknown image stream: ${name}`)
    const times = await readImageTimes(this.dirOf(row.id), image)
    if (times.length === 0) throw new NotFoundError(`The image stream ${name} has no frames`)
    const at = times[frameAt(times, t)]!
    const source = await this.frameSource(row.link)
    if (!source) throw new NotFoundError('The recording is not in the file store')
    let frame: Frame | null
    try {
      frame = await readFrameOffThread(
        source,
        image.topic,
        BigInt(image.origin_ns) + BigInt(Math.round(at * 1e9)),
        this.opts.frameTimeoutMs,
      )
    } catch (err) {
      if (err instanceof FrameTimeoutError)
        throw new NotFoundError(`The frame of ${name} at ${at} s could not be read: ${err.message}`)
      frame = null
    }
    if (!frame) throw new NotFoundError(`The frame of ${name} at ${at} s cannot be read`)
    return { ...frame, t: at }
  }

  /** The recording for the frame worker: a file of this machine, or range reads through the file store. */
  private async frameSource(link: string): Promise<FrameSource | undefined> {
    const local = this.deps.blobs.localPath(link)
    if (local !== undefined) return existsSync(local) ? { path: local } : undefined
    const size = await this.deps.blobs.size(link)
    if (size === undefined) return undefined
    const blobs = this.deps.blobs
    return {
      size,
      async read(offset, length) {
        const out = new Uint8Array(length)
        let at = 0
        for await (const chunk of await blobs.read(link, { start: offset, end: offset + length - 1 })) {
          const b = chunk as Buffer
          if (at + b.length > length) throw new Error('the file store sent more bytes than asked')
          out.set(b, at)
          at += b.length
        }
        if (at !== length) throw new Error('the file store sent fewer bytes than asked')
        return out
      },
    }
  }

  /** Stops indexing in this process: a running job is ended and goes back to the queue. */
  async close(): Promise<void> {
    this.closed = true
    this.abort.abort()
  }
}
