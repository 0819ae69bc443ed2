import { createHash, randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { type Actor, actorName } from '../audit/actor.ts'
import { assertAllowed, type Role } from '../auth/roles.ts'
import { NotFoundError } from '../common/errors.ts'
import { findDatasets } from '../datasets/dataset.repository.ts'
import type { Deps } from '../deps.ts'
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
import { readEpisodeOffThread } from './lerobot/read-episode.ts'
import { provenanceJson } from './provenance.ts'
import { findingIdsOfRelease, lastDecisionsOfRelease } from './release-datasets.repository.ts'
import { type ExportDataset, type ExportSources, writeExport } from './write-export.ts'

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

  /** Reads the release's datasets and writes the export in its format through the file store. */
  private async writeFiles(row: ExportRow, signal: AbortSignal): Promise<ExportFile[]> {
    const { db, blobs } = this.deps
    const release = await db
      .selectFrom('releases')
      .select(['id', 'program', 'date_created'])
      .where('id', '=', row.release_id)
      .executeTakeFirstOrThrow()
    const datasets = await this.datasetsOf(row.release_id, signal)
    let progressed = 0
    let written = Promise.resolve()
    const progress = (f: number) => {
      // At most every 2 %: a write per frame of progress is not worth it. One at a time, in order;
      // a progress that could not be written is not worth failing the export for.
      if (f - progressed < 0.02 && f < 1) return
      progressed = f
      written = written.then(() => markRunning(db, row.id, Math.min(0.99, f))).catch(() => {})
    }

    const folder = exportFolder(row.id)
    const files: ExportFile[] = []
    const put = async (path: string, body: Buffer | Readable) => {
      signal.throwIfAborted()
      // A run after a failed one finds its files: they are written again, whole.
      await blobs.delete(`${folder}/${path}`)
      const stored = await blobs.put(`${folder}/${path}`, body, MAX_FILE_BYTES)
      files.push({ path, size: stored.size, sha256: stored.sha256 })
    }
    const writer: ExportWriter = {
      write: (path, bytes) => put(path, Buffer.from(bytes)),
      copy: async (path, link) => put(path, await blobs.read(link)),
      stream: (path, body) => put(path, body),
    }
    const sources: ExportSources = {
      episode: (id) =>
        this.streams
          .withLocalFiles(id, signal, async (job) => readEpisodeOffThread(job, { signal }))
          .catch((err: unknown) => ({ failed: errorSentence(err) })),
      files: blobs,
    }
    await writeExport(row.format as ExportFormat, datasets, writer, sources, {
      signal,
      progress,
      mtime: new Date(release.date_created),
    })
    await written
    await writer.write(
      'provenance.json',
      provenanceJson(
        { release_id: release.id, program: release.program, format: row.format },
        datasets.map((d) => d.entry),
      ),
    )
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  }

  /** The release's datasets in order of their ids, with their decisions and findings. */
  private async datasetsOf(releaseId: string, signal: AbortSignal): Promise<ExportDataset[]> {
    const { db, dialect } = this.deps
    const held = await db
      .selectFrom('release_datasets')
      .select(['dataset_id', 'version'])
      .where('release_id', '=', releaseId)
      .execute()
    const versions = new Map(held.map((h) => [h.dataset_id, h.version]))
    const rows = (await findDatasets(db, [...versions.keys()])).sort((a, b) =>
      a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    )
    const decisions = await lastDecisionsOfRelease(db, releaseId)
    const findings = await findingIdsOfRelease(db, releaseId)
    const out: ExportDataset[] = []
    for (const d of rows) {
      signal.throwIfAborted()
      const last = decisions.get(d.id)
      out.push({
        id: d.id,
        name: d.name,
        data_type: d.data_type,
        link: d.link,
        sha256: d.sha256,
        prompt: d.prompt,
        metadata: dialect.decodeJson<Record<string, unknown> | null>(d.metadata),
        entry: {
          dataset_id: d.id,
          name: d.name,
          version: versions.get(d.id) ?? null,
          sha256: d.sha256,
          status: d.status,
          decision: last
            ? { action: last.action, by: last.actor, by_name: last.actor_name, at: last.at }
            : null,
          finding_ids: findings.get(d.id) ?? [],
          episode_index: null,
          left_out: d.status === 'accepted' ? null : `The dataset is ${d.status}, not accepted.`,
        },
      })
    }
    return out
  }
}

/** sha256 of bytes, hex (for tests and the CLI). */
export const sha256Hex = (b: Uint8Array | string): string => createHash('sha256').update(b).digest('hex')
