/**
 * # Previews Hangar makes (docs/previews.md)
 *
 * A job (`previews.make`, docs/jobs.md) enqueued with a dataset or an iteration, run by any
 * process's worker:
 * - a video (MP4, WebM, MOV, MKV by its name) gets a JPEG poster and, when the platform gave no
 *   animated preview, a GIF (`preview_urls.gif`) and an animated WebP (`webp`), made by ffmpeg
 *   off the event loop with a time limit per run (@hangar/media);
 * - an episode with camera files (companions) gets a frame of its first camera as its poster;
 * - anything the stream index reads (CSV, JSON Lines, MCAP, LeRobot parquet) gets its main
 *   channels drawn small (a PNG, in a worker thread), from the index's min/max buckets, once the
 *   index is ready.
 * A file that cannot be read yields no preview (`preview_poster` becomes '' so it is not tried
 * again); nothing here ever fails a request.
 */
import { existsSync } from 'node:fs'
import { extname } from 'node:path'
import { ANIMATED_GIF_TYPE, ANIMATED_WEBP_TYPE, makeVideoPreviews, POSTER_TYPE } from '@hangar/media'
import type { Caller } from '../common/caller.ts'
import { findDataset } from '../datasets/dataset.repository.ts'
import type { Deps } from '../deps.ts'
import { NotStoredError } from '../files/blob-store.ts'
import { CopyTooLargeError, type LocalFile, localCopy } from '../files/local-copy.ts'
import type { JobService } from '../jobs/job.service.ts'
import type { DatasetRow } from '../storage/tables.ts'
import { INDEX_JOB, type StreamService } from '../streams/stream.service.ts'
import { channelChartPngOffThread } from './chart-worker.ts'
import { animatedPaths } from './preview-paths.ts'

export interface PreviewOptions {
  /** Where files from another store (S3) are copied for ffmpeg, and removed after. */
  scratchRoot: string
  /** Each ffmpeg run is killed past this; default 20 s. */
  timeoutMs?: number
  /** Larger files from another store are not copied in (no preview); default 2 GiB. */
  maxCopyBytes?: number
  /** The stream index, for channel posters; without it only videos get previews. */
  streams?: StreamService
  onError?: (err: unknown, datasetId: string) => void
}

const VIDEO_EXTENSIONS = new Set(['.mp4', '.m4v', '.mov', '.webm', '.mkv'])
/** Channel posters: these names first (what a reviewer looks at first), then the file's order. */
const MAIN_CHANNELS = [/base\.(x|y)$/, /battery|volt/, /current/, /imu|accel|_a[xyz]$/, /joint|state/]
const POSTER_SIZE = { width: 320, height: 180 }

export const isVideoLink = (link: string) => VIDEO_EXTENSIONS.has(extname(link).toLowerCase())

/** The job kind that makes a dataset's previews (docs/jobs.md). */
export const PREVIEW_JOB = 'previews.make'

export class PreviewService {
  private closed = false
  private readonly abort = new AbortController()
  private jobs: JobService | undefined

  constructor(
    private readonly deps: Deps,
    private readonly opts: PreviewOptions,
  ) {}

  /** The queue its work goes through (set once, when the services are wired). */
  useJobs(jobs: JobService): void {
    this.jobs = jobs
  }

  /** After a dataset's stream index was built: its poster, if it still has none, is made now. */
  async afterIndex(datasetId: string): Promise<void> {
    const row = await findDataset(this.deps.db, datasetId)
    if (!row || row.preview_poster !== null || !this.jobs) return
    await this.jobs.enqueueNow({ kind: PREVIEW_JOB, organizationId: row.organization_id, datasetId }, true)
  }

  /** Datasets Hangar has not tried yet (created before previews were jobs): queued. */
  async backfill(limit = 1000): Promise<number> {
    const rows = await this.deps.db
      .selectFrom('datasets')
      .select(['id', 'organization_id'])
      .where('preview_poster', 'is', null)
      .orderBy('date_created', 'desc')
      .limit(limit)
      .execute()
    let queued = 0
    for (const r of rows)
      if (
        await this.jobs?.enqueueNow({ kind: PREVIEW_JOB, organizationId: r.organization_id, datasetId: r.id })
      )
        queued++
    return queued
  }

  /** Resolves when no preview job is queued or running (tests, the demo's start). */
  async idle(): Promise<void> {
    // A channel poster waits for its stream index: that job too.
    await this.jobs?.idle([PREVIEW_JOB, INDEX_JOB], () => this.closed)
  }

  async close(): Promise<void> {
    this.closed = true
    this.abort.abort()
  }

  /**
   * The `previews.make` job. A file that cannot be read yields no preview (`preview_poster`
   * becomes '', so it is not tried again); a dataset whose picture comes from its stream index
   * waits for it: the index job queues this one again when it ends.
   */
  async makeFor(id: string, signal: AbortSignal): Promise<void> {
    const stop = AbortSignal.any([signal, this.abort.signal])
    try {
      await this.make(id, stop)
    } catch (err) {
      if (stop.aborted) throw stop.reason ?? err
      this.opts.onError?.(err, id)
      await this.record(id, { preview_poster: '' })
    }
  }

  private async record(id: string, set: { preview_poster: string; preview_gif?: string }) {
    await this.deps.db.updateTable('datasets').set(set).where('id', '=', id).execute()
  }

  private async store(path: string, bytes: Buffer, contentType: string) {
    const blobs = this.deps.blobs
    if (await blobs.exists(path)) await blobs.delete(path)
    await blobs.put(path, bytes, bytes.length + 1, { contentType })
  }

  private async make(id: string, signal: AbortSignal): Promise<'done' | 'later'> {
    const row = await findDataset(this.deps.db, id)
    if (!row || row.preview_poster !== null) return 'done'
    const camera = isVideoLink(row.link) ? undefined : await this.firstCamera(id)
    if (isVideoLink(row.link) || camera) {
      await this.fromVideo(row, camera ?? row.link, !camera && !row.preview_gif, signal)
      return 'done'
    }
    const poster = await this.channelPoster(row)
    if (poster === 'later' || signal.aborted) return 'later'
    if (!poster) {
      await this.record(id, { preview_poster: '' })
      return 'done'
    }
    const path = `previews/${id}/poster.png`
    await this.store(path, poster, 'image/png')
    await this.record(id, { preview_poster: path })
    return 'done'
  }

  private async firstCamera(id: string): Promise<string | undefined> {
    const rows = await this.deps.db
      .selectFrom('dataset_companions')
      .select('link')
      .where('dataset_id', '=', id)
      .orderBy('position')
      .execute()
    return rows.map((r) => r.link).find(isVideoLink)
  }

  private async fromVideo(row: DatasetRow, link: string, animated: boolean, signal: AbortSignal) {
    let file: LocalFile
    try {
      file = await localCopy(this.deps.blobs, link, {
        scratchRoot: this.opts.scratchRoot,
        maxBytes: this.opts.maxCopyBytes,
        signal,
      })
    } catch (err) {
      // Not stored, or larger than a copy may be: nothing to show.
      if (err instanceof NotStoredError || err instanceof CopyTooLargeError)
        return this.record(row.id, { preview_poster: '' })
      throw err
    }
    try {
      if (!existsSync(file.path)) return this.record(row.id, { preview_poster: '' })
      // ffmpeg runs in a folder of its own under scratchRoot (the video hard-linked in: same disk).
      const made = await makeVideoPreviews(file.path, {
        scratchRoot: this.opts.scratchRoot,
        timeoutMs: this.opts.timeoutMs ?? 20_000,
        signal,
      })
      if (signal.aborted) throw signal.reason
      const poster = `previews/${row.id}/poster.${POSTER_TYPE.extension}`
      await this.store(poster, made.poster, POSTER_TYPE.contentType)
      if (animated) {
        // The GIF is `preview_urls.gif`; the WebP beside it is `webp` (preview-paths.ts).
        const paths = animatedPaths(row.id)
        await this.store(paths.webp, made.webp, ANIMATED_WEBP_TYPE.contentType)
        await this.store(paths.gif, made.gif, ANIMATED_GIF_TYPE.contentType)
        await this.record(row.id, { preview_poster: poster, preview_gif: paths.gif })
      } else await this.record(row.id, { preview_poster: poster })
    } finally {
      await file.release()
    }
  }

  /** The main channels drawn small, from the stream index; 'later' while it is being built. */
  private async channelPoster(row: DatasetRow): Promise<Buffer | undefined | 'later'> {
    const streams = this.opts.streams
    if (!streams) return undefined
    const caller: Caller = {
      organizationId: row.organization_id,
      role: 'api_key',
      actor: { kind: 'key', keyId: 'previews', name: 'Hangar previews' },
    }
    const s = await streams.streams(caller, row.id)
    // The index job queues this one again when it ends.
    if (s.status === 'indexing') return 'later'
    if (s.status !== 'ready' || s.channels.length === 0) return undefined
    const rank = (name: string) => {
      const i = MAIN_CHANNELS.findIndex((re) => re.test(name.toLowerCase()))
      return i === -1 ? MAIN_CHANNELS.length : i
    }
    const chosen = s.channels
      .map((c, order) => ({ name: c.name, order }))
      .sort((a, b) => rank(a.name) - rank(b.name) || a.order - b.order)
      .slice(0, 4)
      .map((c) => c.name)
    const series = await streams.series(caller, row.id, {
      channel: chosen,
      points: POSTER_SIZE.width,
    } as Parameters<StreamService['series']>[2])
    // Each bucket's min and max, in turn: the chart draws a column's range, so spikes stay.
    const channels = series.channels.map((c) => ({
      name: c.name,
      values: c.min.flatMap((lo, i) => [lo ?? Number.NaN, c.max[i] ?? Number.NaN]),
    }))
    // Drawn in a worker: encoding the PNG blocked the event loop up to 55 ms (chart-worker.ts).
    return channelChartPngOffThread(channels, POSTER_SIZE)
  }
}
