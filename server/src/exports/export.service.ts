import { createHash, randomUUID } from 'node:crypto'
import { type Actor, actorName } from '../audit/actor.ts'
import { assertAllowed, type Role } from '../auth/roles.ts'
import { NotFoundError } from '../common/errors.ts'
import { findDatasets } from '../datasets/dataset.repository.ts'
import { lastDecision } from '../decisions/decision.repository.ts'
import type { Deps } from '../deps.ts'
import { listFindings } from '../findings/finding.repository.ts'
import type { JobService } from '../jobs/job.service.ts'
import { errorSentence } from '../jobs/job.ts'
import type { StreamService } from '../streams/stream.service.ts'
import {
  type ExportRow,
  findExport,
  insertExport,
  listExports,
  liveExport,
  markDone,
  markFailed,
  markRunning,
} from './export.repository.ts'
import type { ExportCreated, ReleaseExport } from './export.schema.ts'
import {
  EXPORT_JOB,
  type ExportFile,
  type ExportFormat,
  type ExportWriter,
  exportFolder,
  exportJobKey,
  exportSha256,
} from './export.ts'
import { readEpisode } from './lerobot/read-episode.ts'
import { type EpisodeInput, writeLeRobot } from './lerobot/write-lerobot.ts'
import { type DatasetProvenance, provenanceJson } from './provenance.ts'

/** No export file is refused for its size; the file store's own limits apply. */
const MAX_FILE_BYTES = 2 ** 50

/**
 * Exports of releases (docs/exports.md): asked for by a caller, built by an `exports.build` job
 * into the file store, read back with signed links to each file.
 */
export class ExportService {
  constructor(
    private readonly deps: Deps,
    private readonly jobs: JobService,
    private readonly streams: StreamService,
  ) {}

  /**
   * Asks for an export of a release. The release of another organization is not found (404);
   * a viewer or operator may not (403). A live export of the same release and format (queued,
   * running or done) is the answer; otherwise a new one is queued with its job, in one transaction.
   */
  async create(
    organizationId: string,
    releaseId: string,
    format: ExportFormat,
    actor: Actor,
    role: Role | 'api_key',
  ): Promise<ExportCreated> {
    await this.release(organizationId, releaseId)
    assertAllowed(role, 'release', 'export releases')
    await this.settle(releaseId)
    const { db } = this.deps
    const id = randomUUID()
    const now = new Date(this.deps.clock.now()).toISOString()
    const queued = await db.transaction().execute(async (trx) => {
      const inserted = await insertExport(trx, {
        id,
        release_id: releaseId,
        organization_id: organizationId,
        format,
        status: 'queued',
        progress: 0,
        files: null,
        size: null,
        sha256: null,
        error: null,
        created_by: actorName(actor),
        created_at: now,
        finished_at: null,
      })
      if (!inserted) return false
      await this.jobs.enqueueKeyed(trx, {
        kind: EXPORT_JOB,
        key: exportJobKey(id),
        organizationId,
        payload: { export_id: id },
      })
      return true
    })
    if (queued) {
      this.jobs.committed()
      return { export_id: id, status: 'queued' }
    }
    const live = await liveExport(db, releaseId, format)
    if (!live) throw new Error('an export conflicted with one that is no longer there')
    return { export_id: live.id, status: live.status }
  }

  /** A release's exports, newest first. */
  async list(organizationId: string, releaseId: string): Promise<ReleaseExport[]> {
    await this.release(organizationId, releaseId)
    await this.settle(releaseId)
    return (await listExports(this.deps.db, releaseId)).map((r) => this.toView(r))
  }

  async get(organizationId: string, releaseId: string, exportId: string): Promise<ReleaseExport> {
    await this.release(organizationId, releaseId)
    await this.settle(releaseId)
    const row = await findExport(this.deps.db, exportId)
    if (!row || row.release_id !== releaseId) throw new NotFoundError('Export not found')
    return this.toView(row)
  }

  /** 404 for an unknown release and for another organization's (it is not theirs to know of). */
  private async release(organizationId: string, releaseId: string) {
    const row = await this.deps.db
      .selectFrom('releases')
      .select(['id', 'organization_id', 'manifest'])
      .where('id', '=', releaseId)
      .executeTakeFirst()
    if (!row || row.organization_id !== organizationId) throw new NotFoundError('Release not found')
    return row
  }

  /**
   * An export whose job ended without it (failed after its retries, cancelled, its process killed
   * too often) is failed with the job's sentence, so it can be asked for again.
   */
  private async settle(releaseId: string) {
    const open = await this.deps.db
      .selectFrom('release_exports')
      .select('id')
      .where('release_id', '=', releaseId)
      .where('status', 'in', ['queued', 'running'])
      .execute()
    for (const { id } of open) {
      const job = await this.jobs.stateOfKey(exportJobKey(id))
      if (job && (job.state === 'failed' || job.state === 'cancelled'))
        await markFailed(
          this.deps.db,
          id,
          job.last_error ?? `The export's job was ${job.state}.`,
          new Date(this.deps.clock.now()).toISOString(),
        )
    }
  }

  private toView(r: ExportRow): ReleaseExport {
    const files =
      r.status === 'done' ? this.deps.dialect.decodeJson<ExportFile[]>(r.files ?? '[]') : ([] as ExportFile[])
    const folder = exportFolder(r.id)
    return {
      id: r.id,
      release_id: r.release_id,
      format: r.format as ExportFormat,
      status: r.status,
      progress: Number(r.progress),
      size: r.size === null ? null : Number(r.size),
      sha256: r.sha256,
      error: r.error,
      created_by: r.created_by,
      created_at: r.created_at,
      finished_at: r.finished_at,
      files: files.map((f) => ({ ...f, url: this.deps.blobs.presign(`${folder}/${f.path}`) })),
    }
  }

  /** The job's work: builds the export's files (at least once: a second run writes them again, whole). */
  async build(exportId: string, signal: AbortSignal, attempt: number, lastAttempt: boolean): Promise<void> {
    const { db } = this.deps
    const row = await findExport(db, exportId)
    if (!row || row.status === 'done' || row.status === 'failed') return
    await markRunning(db, exportId, 0)
    try {
      const files = await this.writeFiles(row, signal)
      const size = files.reduce((n, f) => n + f.size, 0)
      await markDone(
        db,
        this.deps.dialect,
        exportId,
        files,
        size,
        exportSha256(files),
        new Date(this.deps.clock.now()).toISOString(),
      )
    } catch (err) {
      if (lastAttempt && !signal.aborted)
        await markFailed(
          db,
          exportId,
          `Failed ${attempt} time${attempt === 1 ? '' : 's'}; the last: ${errorSentence(err)}`,
          new Date(this.deps.clock.now()).toISOString(),
        )
      throw err
    }
  }

  /** Reads the release's accepted datasets and writes the export through the file store. */
  private async writeFiles(row: ExportRow, signal: AbortSignal): Promise<ExportFile[]> {
    const { db, blobs } = this.deps
    const held = await db
      .selectFrom('release_datasets')
      .select(['dataset_id', 'version'])
      .where('release_id', '=', row.release_id)
      .execute()
    const versions = new Map(held.map((h) => [h.dataset_id, h.version]))
    const datasets = (await findDatasets(db, [...versions.keys()])).sort((a, b) =>
      a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    )
    const episodes: EpisodeInput[] = []
    const provenance: DatasetProvenance[] = []
    let progressed = 0
    const progress = async (f: number) => {
      // At most every 2 %: a write per frame of progress is not worth it.
      if (f - progressed < 0.02 && f < 1) return
      progressed = f
      await markRunning(db, row.id, Math.min(0.99, f))
    }
    for (const [i, d] of datasets.entries()) {
      signal.throwIfAborted()
      const entry: DatasetProvenance = {
        dataset_id: d.id,
        name: d.name,
        version: versions.get(d.id) ?? null,
        sha256: d.sha256,
        status: d.status,
        decision: null,
        finding_ids: (await listFindings(db, d.id)).map((f) => f.id).sort(),
        episode_index: null,
        left_out: null,
      }
      const last = await lastDecision(db, d.id)
      if (last)
        entry.decision = { action: last.action, by: last.actor, by_name: last.actor_name, at: last.at }
      if (d.status !== 'accepted') entry.left_out = `The dataset is ${d.status}, not accepted.`
      else {
        const read = await this.streams
          .withLocalFiles(d.id, signal, async (job) => readEpisode(job))
          .catch((err: unknown) => ({ failed: errorSentence(err) }))
        if (!read) entry.left_out = 'The dataset is gone.'
        else if ('failed' in read) entry.left_out = read.failed
        else if (!read.result) entry.left_out = 'Hangar reads no numeric channel in its file.'
        else {
          entry.episode_index = episodes.length
          episodes.push({ task: taskOf(d, this.deps.dialect.decodeJson(d.metadata)), source: read.result })
        }
      }
      provenance.push(entry)
      await progress(((i + 1) / datasets.length) * 0.7)
    }

    const folder = exportFolder(row.id)
    const files: ExportFile[] = []
    const put = async (path: string, body: Buffer | NodeJS.ReadableStream) => {
      signal.throwIfAborted()
      // A run after a failed one finds its files: they are written again, whole.
      await blobs.delete(`${folder}/${path}`)
      const stored = await blobs.put(`${folder}/${path}`, body as Buffer, MAX_FILE_BYTES)
      files.push({ path, size: stored.size, sha256: stored.sha256 })
    }
    const writer: ExportWriter = {
      write: (path, bytes) => put(path, Buffer.from(bytes)),
      copy: async (path, link) => put(path, await blobs.read(link)),
    }
    await writeLeRobot(episodes, writer, { progress: (f) => void progress(0.7 + 0.29 * f) })
    const release = await this.deps.db
      .selectFrom('releases')
      .select(['id', 'program', 'date_created'])
      .where('id', '=', row.release_id)
      .executeTakeFirstOrThrow()
    await writer.write(
      'provenance.json',
      provenanceJson({ release_id: release.id, program: release.program, format: row.format }, provenance),
    )
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  }
}

/** An episode's task: a synthetic dataset's prompt, else its metadata's `task`, else its name. */
function taskOf(
  d: { prompt: string | null; name: string },
  metadata: Record<string, unknown> | null,
): string {
  if (d.prompt) return d.prompt
  const task = metadata?.task
  return typeof task === 'string' && task.trim() !== '' ? task : d.name
}

/** sha256 of bytes, hex (for tests and the CLI). */
export const sha256Hex = (b: Uint8Array | string): string => createHash('sha256').update(b).digest('hex')
