import { randomUUID } from 'node:crypto'
import { type Actor, actorName } from '../audit/actor.ts'
import { findAcceptances, recordAudit } from '../audit/audit.repository.ts'
import { assertAllowed, type Role } from '../auth/roles.ts'
import { ForbiddenError, NotFoundError } from '../common/errors.ts'
import { findDatasets } from '../datasets/dataset.repository.ts'
import type { Deps } from '../deps.ts'
import { appendEvent } from '../events/event.repository.ts'
import { eventsCommitted } from '../events/feed-waker.ts'
import type { DatasetRow, ReleaseRecallTable, ReleaseRow } from '../storage/tables.ts'
import { buildManifest, type DatasetForRelease } from './build-manifest.ts'
import type { Recall } from './lineage.schema.ts'
import { findRelease, insertRelease, listReleases } from './release.repository.ts'
import type { CreateReleaseInput, Release, ReleaseSummary } from './release.schema.ts'
import { insertReleaseDatasets, recallsOf, releaseOrdinal } from './release-lineage.repository.ts'
import { validateManifest } from './validate-manifest.ts'

/** Releases built from an organization's datasets, stored with their manifest. */
export class ReleaseService {
  constructor(private readonly deps: Deps) {}

  /**
   * Builds and stores a release. `organizationId` is the caller's organization, or for the
   * platform the organization the release is for. Checks: 404 unknown ids, 403 another
   * organization's, 422 statuses that cannot be released (naming every offender).
   */
  async create(
    organizationId: string,
    input: CreateReleaseInput,
    actor: Actor,
    /** The caller's role, checked after the datasets' organization; the platform passes none. */
    role?: Role | 'api_key',
  ): Promise<Release> {
    const { db, dialect } = this.deps
    const rows = await findDatasets(db, input.dataset_ids)
    const found = new Map(rows.map((r) => [r.id, r]))
    const missing = input.dataset_ids.filter((id) => !found.has(id))
    if (missing.length) throw new NotFoundError(`Datasets not found: ${missing.join(', ')}`)
    const foreign = rows.filter((r) => r.organization_id !== organizationId)
    if (foreign.length)
      throw new ForbiddenError(
        `Datasets belong to another organization: ${foreign.map((r) => r.id).join(', ')}`,
      )
    if (role) assertAllowed(role, 'release', 'build releases')

    const reviews = await this.acceptances(rows.map((r) => r.id))
    const id = randomUUID()
    // Throws ReleaseNotAllowedError (422) naming every dataset whose status forbids the release.
    const manifest = buildManifest({
      release_id: id,
      program: input.program,
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      example_only: input.example_only ?? false,
      items: rows.map((r) => this.forRelease(r, reviews.get(r.id))),
    })
    // Every manifest the service emits validates; a failure here is a bug, not a user error.
    const check = validateManifest(manifest)
    if (!check.valid) throw new Error(`built manifest is invalid: ${JSON.stringify(check.errors)}`)

    const now = new Date(this.deps.clock.now())
    const row: ReleaseRow = {
      id,
      organization_id: organizationId,
      program: input.program,
      example_only: input.example_only ? 1 : 0,
      dataset_count: rows.length,
      created_by: actorName(actor),
      manifest,
      date_created: now.toISOString(),
    }
    await db.transaction().execute(async (trx) => {
      await insertRelease(trx, dialect, row)
      // What the release holds, so a dataset finds its releases (lineage) and a decision its recalls.
      await insertReleaseDatasets(
        trx,
        rows.map((r) => ({
          release_id: id,
          dataset_id: r.id,
          organization_id: organizationId,
          version: r.version,
        })),
      )
      await recordAudit(trx, dialect, {
        at: now,
        actor,
        organizationId,
        action: 'release.create',
        targetType: 'release',
        targetId: id,
        detail: {
          program: input.program,
          dataset_ids: input.dataset_ids,
          example_only: !!input.example_only,
        },
      })
      await appendEvent(trx, dialect, {
        organizationId,
        at: now,
        type: 'release.created',
        data: { release_id: id, program: input.program, dataset_count: rows.length },
      })
    })
    eventsCommitted(db, organizationId)
    return this.toRelease(row, await releaseOrdinal(db, row), [])
  }

  private forRelease(r: DatasetRow, reviewed: { actor: string; at: string } | undefined): DatasetForRelease {
    const { dialect } = this.deps
    return {
      id: r.id,
      name: r.name,
      data_type: r.data_type,
      status: r.status,
      link: r.link,
      sha256: r.sha256,
      organization_id: r.organization_id,
      date_created: r.date_created,
      metadata: dialect.decodeJson<Record<string, unknown>>(r.metadata),
      iteration: r.iteration_group_id
        ? {
            iteration_group_id: r.iteration_group_id,
            version: r.version ?? 0,
            prompt: r.prompt ?? '',
            parent_dataset_id: r.parent_dataset_id,
            regeneration_reason: r.regeneration_reason,
          }
        : null,
      reviewed: reviewed ?? null,
    }
  }

  /** Who accepted each dataset and when, from the audit log. */
  private async acceptances(ids: string[]): Promise<Map<string, { actor: string; at: string }>> {
    const rows = await findAcceptances(this.deps.db, ids)
    return new Map(rows.map((r) => [r.target_id, { actor: r.actor, at: r.at }]))
  }

  private toRelease(r: ReleaseRow, ordinal: number, recalls: ReleaseRecallTable[]): Release {
    return {
      ...this.toSummary(r, ordinal, recalls),
      manifest: this.deps.dialect.decodeJson<Record<string, unknown>>(r.manifest),
    }
  }

  private toSummary(r: ReleaseRow, ordinal: number, recalls: ReleaseRecallTable[]): ReleaseSummary {
    return {
      id: r.id,
      organization_id: r.organization_id,
      program: r.program,
      example_only: r.example_only === 1,
      dataset_count: r.dataset_count,
      created_by: r.created_by,
      date_created: r.date_created,
      version: `${ordinal}.0.0`,
      recalled: recalls.filter((x) => x.release_id === r.id).map(toRecall),
    }
  }

  async list(organizationId: string, page: { limit: number; offset: number }) {
    const { db, dialect } = this.deps
    const { rows, total } = await listReleases(db, organizationId, page)
    const recalls = await recallsOf(
      db,
      dialect,
      rows.map((r) => r.id),
    )
    // Newest first: the i-th of the page is the (total - offset - i)-th release made.
    return {
      releases: rows.map((r, i) => this.toSummary(r, total - page.offset - i, recalls)),
      total,
    }
  }

  /** 404 when unknown, 403 when another organization's. */
  async get(organizationId: string | null, id: string): Promise<Release> {
    const row = await this.owned(organizationId, id)
    const { db, dialect } = this.deps
    const [ordinal, recalls] = await Promise.all([releaseOrdinal(db, row), recallsOf(db, dialect, [id])])
    return this.toRelease(row, ordinal, recalls)
  }

  /** The stored row; 404 when unknown, 403 when another organization's (null: the platform). */
  async owned(organizationId: string | null, id: string): Promise<ReleaseRow> {
    const row = await findRelease(this.deps.db, id)
    if (!row) throw new NotFoundError('Release not found')
    if (organizationId !== null && row.organization_id !== organizationId) {
      throw new ForbiddenError('Release belongs to another organization')
    }
    return row
  }
}

function toRecall(r: ReleaseRecallTable): Recall {
  return { dataset_id: r.dataset_id, at: r.at, reason: r.reason }
}
