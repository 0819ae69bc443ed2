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
import type { DatasetRow } from '../storage/tables.ts'
import { seriesBuckets } from './buckets.ts'
import { readable } from './build.ts'
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
  onError?: (err: unknown) => void
}

type StreamsRow = { status: Streams['status']; detail: string | null; duration_seconds: number | null }

/** An `indexing` row older than the time bound and this is no process's work any more (it stopped). */
const STALE_MARGIN_MS = 60_000

const gib = (bytes: number) => Math.round((bytes / 1024 ** 3) * 100) / 100

/**
 * Streams of datasets (docs/streams.md): indexing after creation, one at a time per process, off
 * the event loop; the index answers `streams` and `series` without touching the dataset's file.
 */
export class StreamService {
  private queue: string[] = []
  private current: string | undefined
  private readonly queued = new Set<string>()
  private running: Promise<void> | undefined
  private closed = false
  private readonly abort = new AbortController()

  constructor(
    private readonly deps: Deps,
    private readonly opts: StreamOptions,
  ) {}

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
   * Starts (re)building a dataset's index: `none` at once when nothing of it is in a format
   * Hangar reads, else `indexing` until the worker is done.
   */
  async rebuild(datasetId: string): Promise<void> {
    const row = await findDataset(this.deps.db, datasetId)
    if (!row) throw new NotFoundError('Dataset not found')
    const job = await this.job(row)
    if (!readable(job)) {
      await this.setStatus(datasetId, { status: 'none', detail: null, duration_seconds: null })
      return
    }
    await this.setStatus(datasetId, { status: 'indexing', detail: null, duration_seconds: null })
    this.enqueue(datasetId)
  }

  /** After a dataset is created: never the creation's problem if it fails. */
  created(datasetId: string): void {
    if (this.closed) return
    this.rebuild(datasetId).catch((err) => this.opts.onError?.(err))
  }

  private enqueue(datasetId: string) {
    // Waiting, or being indexed now: a read that found no row yet (the creation's own rebuild had
    // not written `indexing` when it looked; the poster's first read often does) would otherwise
    // read the whole file a second time once this job is done.
    if (this.closed || this.queued.has(datasetId) || this.current === datasetId) return
    this.queued.add(datasetId)
    this.queue.push(datasetId)
    this.running ??= this.drain().finally(() => {
      this.running = undefined
    })
  }

  /** Resolves when nothing is queued or being indexed (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  private async drain() {
    while (!this.closed && this.queue.length > 0) {
      const id = this.queue.shift()!
      this.queued.delete(id)
      this.current = id
      try {
        await this.index(id)
      } catch (err) {
        this.opts.onError?.(err)
      } finally {
        this.current = undefined
      }
    }
  }

  /**
   * The job's files as files of this machine (docs/streams.md#storage): the local store's own, or
   * bounded copies from another store (an S3 bucket), removed by `release`; or why it cannot be.
   */
  private async localJob(
    base: IndexJob,
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
          signal: this.abort.signal,
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

  private async index(datasetId: string) {
    const row = await findDataset(this.deps.db, datasetId)
    if (!row) return
    const local = await this.localJob(await this.job(row))
    let outcome: IndexOutcome
    if ('status' in local) outcome = local
    else
      try {
        outcome = await runIndexJob(local.job, this.opts.limits ?? DEFAULT_LIMITS, this.abort.signal)
      } finally {
        await local.release()
      }
    if (this.closed) return
    await this.setStatus(datasetId, {
      status: outcome.status,
      detail: outcome.status === 'failed' ? outcome.detail : null,
      duration_seconds: outcome.status === 'ready' ? outcome.duration_seconds : null,
    })
  }

  private async state(row: DatasetRow): Promise<{ s: StreamsRow; index: StreamIndex | null }> {
    let s: (StreamsRow & { updated_at?: string }) | undefined = await this.deps.db
      .selectFrom('dataset_streams')
      .select(['status', 'detail', 'duration_seconds', 'updated_at'])
      .where('dataset_id', '=', row.id)
      .executeTakeFirst()
    let index: StreamIndex | null = null
    const timeout = (this.opts.limits ?? DEFAULT_LIMITS).timeoutMs
    if (
      s?.status === 'indexing' &&
      !this.queued.has(row.id) &&
      this.current !== row.id &&
      Date.parse(s.updated_at ?? '') < this.deps.clock.now() - timeout - STALE_MARGIN_MS
    )
      s = undefined
    if (s?.status === 'ready') {
      index = await readIndex(this.dirOf(row.id))
      // Derived data is rebuilt whenever it is missing (a new machine, a wiped folder).
      if (!index) s = undefined
    }
    if (!s) {
      await this.rebuild(row.id)
      s = (await this.deps.db
        .selectFrom('dataset_streams')
        .select(['status', 'detail', 'duration_seconds'])
        .where('dataset_id', '=', row.id)
        .executeTakeFirst()) ?? { status: 'indexing', detail: null, duration_seconds: null }
    }
    return { s, index }
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
   * their rows and derived folders go, and each is indexed again at the next read of its
   * streams, by whichever process serves it. Returns how many were forgotten.
   */
  async forget(which: { ids?: string[]; status?: Streams['status'] }): Promise<number> {
    let q = this.deps.db.selectFrom('dataset_streams').select('dataset_id')
    if (which.ids) q = q.where('dataset_id', 'in', which.ids.length ? which.ids : [''])
    if (which.status) q = q.where('status', '=', which.status)
    const ids = (await q.execute()).map((r) => r.dataset_id)
    for (const id of ids) {
      await this.deps.db.deleteFrom('dataset_streams').where('dataset_id', '=', id).execute()
      await rm(this.dirOf(id), { recursive: true, force: true })
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

  /**
   * Stops indexing: the running worker is ended. The rows of what was not finished are removed,
   * so the next read of those streams (by any process) indexes them again.
   */
  async close(): Promise<void> {
    this.closed = true
    const unfinished = [...this.queue, ...(this.current ? [this.current] : [])]
    this.queue = []
    this.abort.abort()
    await this.running
    if (unfinished.length > 0)
      await this.deps.db
        .deleteFrom('dataset_streams')
        .where('dataset_id', 'in', unfinished)
        .where('status', '=', 'indexing')
        .execute()
        .catch((err) => this.opts.onError?.(err))
  }
}
