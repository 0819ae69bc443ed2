import { extname } from 'node:path'
import { sql } from 'kysely'
import { findDataset } from '../datasets/dataset.repository.ts'
import type { Deps } from '../deps.ts'
import { eventsCommitted } from '../events/feed-waker.ts'
import type { FindingService } from '../findings/finding.service.ts'
import { framesToRefresh, writeRefreshedFrames } from '../findings/refresh-frames.ts'
import type { JobService } from '../jobs/job.service.ts'
import { jobKey } from '../jobs/job.ts'
import type { Db } from '../storage/db.ts'
import type { DatasetRow } from '../storage/tables.ts'
import type { IndexJob, StreamIndex } from '../streams/model.ts'
import type { StreamService } from '../streams/stream.service.ts'
import { DEFAULT_LIMITS, runReadingTask, type WorkerLimits } from '../streams/worker.ts'
import { CHECK_FILES, type FileChecks } from './check-files.ts'
import { CHECK_VERSIONS, type CheckFinding, type CheckId, checkKey } from './check-finding.ts'
import type { StateClock } from './checks-sink.ts'
import { duplicateFile, durationOutlier, filePart } from './cohort-checks.ts'
import { settingsFingerprint } from './settings-fingerprint.ts'
import type { ThresholdOverrides } from './thresholds.ts'
import {
  cameraSyncFindings,
  checkVideoPicture,
  resolveVideoThresholds,
  VIDEO_CHECK_VERSIONS,
  type VideoCheckId,
  type VideoThresholdOverrides,
  videoCheckKey,
  videoSpanFindings,
} from './video/index.ts'

/** The job kind that runs a dataset's checks (docs/checks.md#as-a-job). */
export const CHECKS_JOB = 'checks.run'

/** A file the readers could not read (the stream index failed): what it said, as an error. */
export const CORRUPT_FILE = 'corrupt_file'
const CORRUPT_FILE_REF = `${CORRUPT_FILE}@1`

/** The checks a dataset gets, `id@version` each. */
export const DATASET_CHECKS: readonly string[] = [
  ...(Object.keys(CHECK_VERSIONS) as CheckId[]).map(checkKey),
  ...(Object.keys(VIDEO_CHECK_VERSIONS) as VideoCheckId[]).map(videoCheckKey),
  CORRUPT_FILE_REF,
]

/** An organization's settings of the checks: those switched off, and thresholds over the defaults. */
export interface CheckSettings {
  disabled: readonly string[]
  thresholds: ThresholdOverrides & VideoThresholdOverrides
}

export interface CheckServiceOptions {
  limits?: WorkerLimits | undefined
  /** Where ffmpeg's own folders are made (the video checks). */
  scratchRoot?: string | undefined
  /**
   * An organization's settings, read in `db` (a transaction when given one); default: every
   * check on, default thresholds.
   */
  settings?: (organizationId: string, db: Db) => Promise<CheckSettings>
}

const NO_SETTINGS: CheckSettings = { disabled: [], thresholds: {} }

/** A point of a run where a test may hold it (`CheckService.pauseAt`). */
export type RunPoint = 'checked' | 'written'

/** Thrown in a run's write when the settings changed since it read them: the write is rolled back. */
class SettingsChanged extends Error {
  constructor(readonly next: 'again' | 'superseded') {
    super('The checks settings changed during the run')
  }
}

/**
 * A dataset's checks (docs/checks.md), run as the `checks.run` job once its streams are settled:
 * the channel checks in the stream workers with the same readers as the index, the video checks
 * with ffmpeg, the file and cohort checks from the database; each check's findings then written
 * through the findings (docs/findings.md), which keep the verdict.
 */
export class CheckService {
  private jobs: JobService | undefined
  /**
   * Tests: awaited where a run reaches `point` — `checked` (settings read, files checked,
   * nothing written yet) and `written` (its findings committed, the job not yet ended) — to hold
   * a job there while something else happens.
   */
  pauseAt: ((datasetId: string, point: RunPoint) => Promise<void>) | undefined

  constructor(
    private readonly deps: Deps,
    private readonly streams: StreamService,
    private readonly findings: FindingService,
    private readonly opts: CheckServiceOptions = {},
  ) {}

  useJobs(jobs: JobService): void {
    this.jobs = jobs
  }

  /**
   * In the transaction of the change that settles a dataset's streams (or creates one Hangar does
   * not read): its checks planned — its verdict `pending` until they ran — and their job queued.
   */
  async queueIn(trx: Db, datasetId: string, organizationId: string): Promise<void> {
    if (!this.jobs) return
    await this.findings.planChecks(trx, datasetId, DATASET_CHECKS)
    // A job still waiting reads the settings when it starts: it is the one to run.
    if (await this.waitingJob(trx, datasetId)) return
    // The job is named by the settings it is for, so a change while a job of other settings runs
    // queues one of its own (docs/checks.md#a-job-running-at-the-change).
    const settings = settingsFingerprint(await this.settingsOf(organizationId, trx))
    await this.jobs.enqueue(
      trx,
      { kind: CHECKS_JOB, organizationId, datasetId, version: settings, payload: { settings } },
      true,
    )
  }

  /**
   * After a dataset's index job ended (ready, failed or none): its findings' frames derived from
   * the new index (docs/findings.md#frames), and its checks queued, in one transaction.
   */
  async afterIndex(datasetId: string): Promise<void> {
    const row = await findDataset(this.deps.db, datasetId)
    if (!row) return
    const { db, dialect, clock } = this.deps
    const rec = await this.streams.readyIndex(datasetId)
    const reframed = rec ? await framesToRefresh(db, dialect, rec, datasetId) : []
    let written = 0
    await db.transaction().execute(async (trx) => {
      written = await writeRefreshedFrames(trx, dialect, datasetId, reframed, new Date(clock.now()))
      await this.queueIn(trx, datasetId, row.organization_id)
    })
    if (written > 0) eventsCommitted(db, row.organization_id)
    this.jobs?.committed()
  }

  /** Resolves when no check job is queued or running (tests, the demo's start). */
  async idle(): Promise<void> {
    await this.jobs?.idle([CHECKS_JOB])
  }

  /**
   * The `checks.run` job: every check of the dataset, each one's findings written — with the
   * settings in effect at the write. `job` is the fingerprint the job was queued under.
   */
  async run(
    datasetId: string,
    signal: AbortSignal,
    progress: (f: number) => void = () => {},
    job?: string,
  ): Promise<void> {
    for (;;) {
      const row = await findDataset(this.deps.db, datasetId)
      if (!row) return
      const settings = await this.settingsOf(row.organization_id)
      const started = settingsFingerprint(settings)
      const found = await this.findAll(row, settings, signal, progress)
      await this.pauseAt?.(datasetId, 'checked')
      try {
        // Every check's findings in one transaction (one commit, the verdict settled once), the
        // settings compared there under the dataset's row lock, which a change's requeue takes too.
        await this.findings.writeChecksNow(datasetId, found, (trx) =>
          this.assertSettings(trx, row.organization_id, datasetId, started, job),
        )
      } catch (err) {
        if (!(err instanceof SettingsChanged)) throw err
        if (err.next === 'superseded') return
        continue
      }
      await this.pauseAt?.(datasetId, 'written')
      progress(1)
      return
    }
  }

  /**
   * In the write's transaction: throws `SettingsChanged` unless the settings are still those the
   * run started with — `superseded` when another job queued for the current settings will
   * write, `again` when this run is to check again with them.
   */
  private async assertSettings(
    trx: Db,
    organizationId: string,
    datasetId: string,
    started: string,
    job: string | undefined,
  ): Promise<void> {
    const now = settingsFingerprint(await this.settingsOf(organizationId, trx))
    if (now === started) return
    if (now !== job) {
      const other = await trx
        .selectFrom('jobs')
        .select('id')
        .where('key', '=', jobKey(CHECKS_JOB, datasetId, now))
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirst()
      if (other) throw new SettingsChanged('superseded')
    }
    throw new SettingsChanged('again')
  }

  /** Whether a checks job of the dataset waits to start (its settings not read yet). */
  private async waitingJob(trx: Db, datasetId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('jobs')
      .select('id')
      .where('dataset_id', '=', datasetId)
      .where('kind', '=', CHECKS_JOB)
      .where('state', '=', 'queued')
      .executeTakeFirst()
    return row !== undefined
  }

  private async settingsOf(organizationId: string, db: Db = this.deps.db): Promise<CheckSettings> {
    return (await this.opts.settings?.(organizationId, db)) ?? NO_SETTINGS
  }

  /** Every check's findings for the dataset under these settings (a switched-off check's: none). */
  private async findAll(
    row: DatasetRow,
    settings: CheckSettings,
    signal: AbortSignal,
    progress: (f: number) => void,
  ): Promise<[string, CheckFinding[]][]> {
    const datasetId = row.id
    const found = new Map<string, CheckFinding[]>(DATASET_CHECKS.map((ref) => [ref, []]))
    const add = (ref: string, fs: readonly CheckFinding[]) => found.get(ref)?.push(...fs)
    const streams = await this.deps.db
      .selectFrom('dataset_streams')
      .select(['status', 'detail'])
      .where('dataset_id', '=', datasetId)
      .executeTakeFirst()
    if (streams?.status === 'failed')
      add(CORRUPT_FILE_REF, [
        {
          code: CORRUPT_FILE,
          severity: 'error',
          start_seconds: null,
          end_seconds: null,
          streams: [],
          message: streams.detail ?? 'The file could not be read.',
        },
      ])
    const ready = streams?.status === 'ready' ? await this.streams.readyIndex(datasetId) : null
    if (ready) {
      const { index } = ready
      const read = await this.streams.withLocalFiles(datasetId, signal, (job) =>
        this.readFiles(job, index, settings, signal, progress),
      )
      if (read && 'failed' in read) throw new Error(read.failed)
      for (const f of read?.result ?? []) add(refOf(f.code), [f])
      if (index.videos.length > 0 && index.channels.length > 0)
        add(
          videoCheckKey('video_span'),
          videoSpanFindings(
            index.videos,
            { duration_seconds: index.duration_seconds },
            resolveVideoThresholds(settings.thresholds),
          ),
        )
      if (index.duration_seconds !== null) {
        const others = await this.durationsOfKind(row.organization_id, row.data_type, row.link, datasetId)
        const outlier = durationOutlier(index.duration_seconds, others, settings.thresholds)
        if (outlier) add(checkKey('duration_outlier'), [outlier])
      }
    }
    if (row.sha256) {
      const same = await this.deps.db
        .selectFrom('datasets')
        .select(['id as dataset_id', 'name', 'sha256', 'metadata'])
        .where('organization_id', '=', row.organization_id)
        .where('sha256', '=', row.sha256)
        .where('id', '!=', datasetId)
        .orderBy('date_created')
        // Episodes of one shared file (LeRobot v3.0) have its digest and are not duplicates (filePart).
        .limit(1000)
        .execute()
      const json = (m: unknown) => this.deps.dialect.decodeJson<Record<string, unknown> | null>(m)
      const dup = duplicateFile(
        row.sha256,
        same.map((d) => ({
          dataset_id: d.dataset_id,
          name: d.name,
          sha256: d.sha256 ?? '',
          part: filePart(json(d.metadata)),
        })),
        filePart(json(row.metadata)),
      )
      if (dup) add(checkKey('duplicate_file'), [dup])
    }
    return [...found].map(([ref, fs]) => [
      ref,
      settings.disabled.includes(ref.split('@')[0] as string) ? [] : fs,
    ])
  }

  /**
   * The channel checks (worker thread), each video's picture checks (ffmpeg), and each camera's
   * frames against the state's clock (`camera_sync`: the frame times come with the picture scan,
   * the state's with the channel checks).
   */
  private async readFiles(
    job: IndexJob,
    index: StreamIndex,
    settings: CheckSettings,
    signal: AbortSignal,
    progress: (f: number) => void,
  ): Promise<CheckFinding[]> {
    const out: CheckFinding[] = []
    const cameras = index.videos.length > 0
    let clock: StateClock | undefined
    if (index.channels.length > 0) {
      const channels = await runReadingTask<FileChecks>(
        {
          ...CHECK_FILES,
          options: { thresholds: settings.thresholds, disabled: settings.disabled, keepClock: cameras },
        },
        job,
        this.opts.limits ?? DEFAULT_LIMITS,
        signal,
      )
      out.push(...channels.findings)
      clock = channels.clock
    }
    const thresholds = resolveVideoThresholds(settings.thresholds)
    const files = [job.main, ...job.companions]
    let done = 0
    for (const video of index.videos) {
      progress(0.2 + (0.7 * done++) / index.videos.length)
      const file = files.find((f) => f.link === video.link)
      if (!file) continue
      const scan = await checkVideoPicture(video, file.path, {
        thresholds: settings.thresholds,
        signal,
        scratchRoot: this.opts.scratchRoot,
      })
      out.push(...scan.findings)
      if (clock && !clock.truncated && scan.frame_times.length > 0)
        out.push(
          ...cameraSyncFindings(
            {
              camera: video.name,
              frame_times: scan.frame_times,
              state_times: clock.times,
              ...(video.fps > 0 ? { fps: video.fps } : {}),
              state: clock.stream,
            },
            thresholds,
          ),
        )
    }
    return out
  }

  /**
   * Durations of the organization's other datasets of the type, in the same format (a file name
   * ending as this one's: a LeRobot episode is not measured against MCAP logs), whose streams are ready.
   */
  private async durationsOfKind(
    organizationId: string,
    dataType: string,
    link: string,
    except: string,
  ): Promise<number[]> {
    const ext = extname(link).toLowerCase()
    const rows = await this.deps.db
      .selectFrom('dataset_streams')
      .innerJoin('datasets', 'datasets.id', 'dataset_streams.dataset_id')
      .select('dataset_streams.duration_seconds')
      .where('datasets.organization_id', '=', organizationId)
      .where('datasets.data_type', '=', dataType as never)
      .where('dataset_streams.status', '=', 'ready')
      .where('datasets.id', '!=', except)
      .where(sql`lower(datasets.link)`, 'like', `%${ext.replace(/[%_\\]/g, '')}`)
      .orderBy('datasets.date_created', 'desc')
      .limit(10_000)
      .execute()
    return rows.map((r) => r.duration_seconds).filter((d): d is number => d !== null)
  }
}

/** A finding's check as `id@version`. */
function refOf(code: string): string {
  if (code in CHECK_VERSIONS) return checkKey(code as CheckId)
  if (code in VIDEO_CHECK_VERSIONS) return videoCheckKey(code as VideoCheckId)
  return `${code}@1`
}
