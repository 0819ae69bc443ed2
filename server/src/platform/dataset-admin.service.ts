import { randomUUID } from 'node:crypto'
import { recordAudit } from '../audit/audit.repository.ts'
import type { CheckService } from '../checks/check.service.ts'
import { InvalidInputError, NotFoundError, StateConflictError } from '../common/errors.ts'
import { applyCounterDeltas } from '../datasets/counter.repository.ts'
import { creationDeltas, statusChangeDeltas } from '../datasets/counters.ts'
import { toDataset } from '../datasets/dataset.mapper.ts'
import {
  type DatasetInsert,
  findDataset,
  findIterationGroup,
  insertDataset,
  updateStatusIf,
} from '../datasets/dataset.repository.ts'
import { type Dataset, type DatasetStatus, SYNTHETIC_TYPES } from '../datasets/dataset.schema.ts'
import { assertAdminTransition, assertCanRegenerate } from '../datasets/transitions.ts'
import { appendDecision } from '../decisions/decision.repository.ts'
import type { Deps } from '../deps.ts'
import { appendEvent } from '../events/event.repository.ts'
import { eventsCommitted } from '../events/feed-waker.ts'
import type { JobService } from '../jobs/job.service.ts'
import { PREVIEW_JOB } from '../previews/preview.service.ts'
import type { Db } from '../storage/db.ts'
import type { StreamService } from '../streams/stream.service.ts'
import type { CreateDatasetInput, CreateIterationInput, SetStatusInput } from './admin.schema.ts'
import type { FileService } from './file.service.ts'
import { findOrganization } from './organization.repository.ts'

/** The platform side that prepares what organizations review (docs/platform.md). */
export class DatasetAdminService {
  constructor(
    private readonly deps: Deps,
    private readonly files: FileService,
    private readonly jobs?: JobService,
    private readonly streams?: StreamService,
    private readonly checks?: CheckService,
  ) {}

  /**
   * A new dataset or version's work, in its transaction (docs/jobs.md): its stream index and its
   * previews. Rolled back with it; run by whichever process's worker takes it.
   */
  private async enqueueWork(
    trx: Db,
    d: { id: string; organizationId: string; link: string },
    companions: readonly { link: string }[],
  ) {
    // Nothing to index: its checks (those of the file itself) can run at once.
    if (!(await this.streams?.queueIn(trx, d, companions)))
      await this.checks?.queueIn(trx, d.id, d.organizationId)
    await this.jobs?.enqueue(trx, { kind: PREVIEW_JOB, organizationId: d.organizationId, datasetId: d.id })
  }

  /** Every platform change to a dataset is audited as the admin, inside the change's transaction. */
  private audit(
    trx: Db,
    at: Date,
    organizationId: string,
    action: string,
    datasetId: string,
    detail: Record<string, unknown>,
  ) {
    return recordAudit(trx, this.deps.dialect, {
      at,
      actor: { kind: 'admin' },
      organizationId,
      action,
      targetType: 'dataset',
      targetId: datasetId,
      detail,
    })
  }

  /** The file a link names must be uploaded; its size and sha256 come from the upload. */
  private async storedFile(link: string, declaredSize: number | undefined, field: string) {
    const f = await this.files.find(link)
    if (!f)
      throw new InvalidInputError(
        `${field} "${link}" is not an uploaded file (PUT /admin/files/${link} first)`,
      )
    if (declaredSize !== undefined && declaredSize !== f.data_byte_size) {
      throw new InvalidInputError(
        `data_byte_size ${declaredSize} differs from the stored file's ${f.data_byte_size} bytes`,
      )
    }
    return f
  }

  private async previews(p: { gif?: string; pose_frame?: string } | undefined) {
    if (p?.gif) await this.storedFile(p.gif, undefined, 'previews.gif')
    if (p?.pose_frame) await this.storedFile(p.pose_frame, undefined, 'previews.pose_frame')
    return { preview_gif: p?.gif ?? null, preview_pose_frame: p?.pose_frame ?? null }
  }

  private createdAt(given: string | undefined, now: Date): Date {
    if (given === undefined) return now
    const d = new Date(given)
    if (d.getTime() > now.getTime() + 60_000)
      throw new InvalidInputError('date_created must not be in the future')
    return d
  }

  async create(input: CreateDatasetInput): Promise<Dataset> {
    const { db, dialect } = this.deps
    if (!(await findOrganization(db, input.organization_id)))
      throw new InvalidInputError('organization_id names no organization')
    const synthetic = SYNTHETIC_TYPES.includes(input.data_type)
    if (!synthetic && (input.prompt !== undefined || input.previews !== undefined)) {
      throw new InvalidInputError('Only synthetic datasets carry a prompt and previews')
    }
    if (synthetic && input.prompt === undefined)
      throw new InvalidInputError('A synthetic dataset needs the prompt it was generated from')
    const status: DatasetStatus = input.status ?? 'pending'
    const metadata = input.metadata ?? {}
    if (status === 'rejected' && typeof metadata.rejection_reason !== 'string') {
      throw new InvalidInputError('A dataset created as rejected needs metadata.rejection_reason')
    }
    const file = await this.storedFile(input.link, input.data_byte_size, 'link')
    const previews = await this.previews(input.previews)
    const companions = await this.companionFiles(input.companions ?? [])
    const now = new Date(this.deps.clock.now())
    const created = this.createdAt(input.date_created, now)
    const row: DatasetInsert = {
      id: randomUUID(),
      organization_id: input.organization_id,
      data_type: input.data_type,
      name: input.name,
      description: input.description ?? null,
      status,
      link: input.link,
      data_byte_size: file.data_byte_size,
      sha256: file.sha256,
      metadata,
      date_created: created.toISOString(),
      date_updated: created.toISOString(),
      iteration_group_id: synthetic ? randomUUID() : null,
      version: synthetic ? 0 : null,
      parent_dataset_id: null,
      prompt: input.prompt ?? null,
      regeneration_reason: null,
      superseded_reason: null,
      ...previews,
    }
    await db.transaction().execute(async (trx) => {
      await insertDataset(trx, dialect, row)
      if (companions.length > 0)
        await trx
          .insertInto('dataset_companions')
          .values(companions.map((c, position) => ({ dataset_id: row.id, position, ...c })))
          .execute()
      await applyCounterDeltas(trx, row.organization_id, creationDeltas(row))
      await this.audit(trx, now, row.organization_id, 'dataset.create', row.id, {
        status,
        data_type: row.data_type,
        link: row.link,
      })
      // Created decided: the platform's decision is the first entry of its log, so every decided
      // dataset has one (docs/review-workflow.md), at the time it says the dataset was made.
      if (status === 'accepted' || status === 'rejected')
        await appendDecision(trx, dialect, {
          organizationId: row.organization_id,
          datasetId: row.id,
          action: status,
          actor: { kind: 'admin' },
          at: created,
          reason: status === 'rejected' ? (metadata.rejection_reason as string) : null,
          findingIds: [],
          bulkId: null,
        })
      await appendEvent(trx, dialect, {
        organizationId: row.organization_id,
        at: now,
        type: 'dataset.created',
        data: { dataset_id: row.id, status, data_type: row.data_type },
      })
      await this.enqueueWork(
        trx,
        { id: row.id, organizationId: row.organization_id, link: row.link },
        companions,
      )
    })
    eventsCommitted(db, row.organization_id)
    this.jobs?.committed()
    return this.get(row.id)
  }

  /** Companion files must be uploaded, and named once each (docs/streams.md#companion-files). */
  private async companionFiles(list: NonNullable<CreateDatasetInput['companions']>) {
    const names = new Set<string>()
    const out = []
    for (const c of list) {
      if (names.has(c.name)) throw new InvalidInputError(`companions: the name "${c.name}" is given twice`)
      names.add(c.name)
      const f = await this.storedFile(c.link, undefined, 'companions.link')
      out.push({
        name: c.name,
        link: c.link,
        data_byte_size: f.data_byte_size,
        start_seconds: c.start_seconds ?? null,
      })
    }
    return out
  }

  async get(id: string): Promise<Dataset> {
    const row = await findDataset(this.deps.db, id)
    if (!row) throw new NotFoundError('Dataset not found')
    return toDataset(row, this.deps.dialect, this.deps.blobs)
  }

  /**
   * A new version of a synthetic dataset: it becomes the latest (pending) and the previous latest
   * becomes superseded with a reason. `datasetId` may name any version of the chain.
   */
  async createIteration(datasetId: string, input: CreateIterationInput): Promise<Dataset> {
    const { db, dialect } = this.deps
    const base = await findDataset(db, datasetId)
    if (!base) throw new NotFoundError('Dataset not found')
    if (!base.iteration_group_id) throw new InvalidInputError(`${base.data_type} datasets have no iterations`)
    const file = await this.storedFile(input.link, input.data_byte_size, 'link')
    const previews = await this.previews(input.previews)
    const now = new Date(this.deps.clock.now())
    const id = randomUUID()
    const groupId = base.iteration_group_id
    const organizationId = await db.transaction().execute(async (trx) => {
      // Read the chain inside the transaction: two regenerations must not both build on one parent.
      const chain = await findIterationGroup(trx, groupId)
      const latest = chain[chain.length - 1]!
      assertCanRegenerate(latest.status)
      const created = this.createdAt(input.date_created, now)
      if (created.toISOString() < latest.date_created) {
        throw new InvalidInputError('date_created must not be before the previous version')
      }
      const version = (latest.version ?? 0) + 1
      const supersededReason =
        input.superseded_reason ?? `Replaced by version ${version}: ${input.regeneration_reason}`
      const moved = await updateStatusIf(trx, dialect, {
        id: latest.id,
        from: [latest.status],
        to: 'superseded',
        now,
        supersededReason,
      })
      if (!moved) throw new StateConflictError('The latest version changed meanwhile; try again')
      const { rejection_reason: _dropped, ...inherited } = dialect.decodeJson<Record<string, unknown>>(
        latest.metadata,
      )
      const row: DatasetInsert = {
        id,
        organization_id: latest.organization_id,
        data_type: latest.data_type,
        name: latest.name,
        description: latest.description,
        status: 'pending',
        link: input.link,
        data_byte_size: file.data_byte_size,
        sha256: file.sha256,
        metadata: { ...inherited, ...(input.metadata ?? {}) },
        date_created: created.toISOString(),
        date_updated: created.toISOString(),
        iteration_group_id: groupId,
        version,
        parent_dataset_id: latest.id,
        prompt: input.prompt,
        regeneration_reason: input.regeneration_reason,
        superseded_reason: null,
        ...previews,
      }
      await insertDataset(trx, dialect, row)
      const deltas = creationDeltas(row, statusChangeDeltas(latest.status, 'superseded'))
      await applyCounterDeltas(trx, row.organization_id, deltas)
      await this.audit(trx, now, row.organization_id, 'dataset.supersede', latest.id, {
        from: latest.status,
        to: 'superseded',
        reason: supersededReason,
        replaced_by: id,
      })
      await this.audit(trx, now, row.organization_id, 'dataset.iterate', id, {
        version,
        parent_dataset_id: latest.id,
        regeneration_reason: input.regeneration_reason,
      })
      await appendEvent(trx, dialect, {
        organizationId: row.organization_id,
        at: now,
        type: 'dataset.superseded',
        data: { dataset_id: latest.id, status: 'superseded', reason: supersededReason, replaced_by: id },
      })
      await appendEvent(trx, dialect, {
        organizationId: row.organization_id,
        at: now,
        type: 'dataset.iterated',
        data: {
          dataset_id: id,
          status: row.status,
          iteration_group_id: groupId,
          version,
          parent_dataset_id: latest.id,
        },
      })
      await this.enqueueWork(trx, { id, organizationId: row.organization_id, link: row.link }, [])
      return row.organization_id
    })
    eventsCommitted(db, organizationId)
    this.jobs?.committed()
    return this.get(id)
  }

  /** The platform's own moves: for_admin_review, back to pending, discarded (ADMIN_TRANSITIONS). */
  async setStatus(datasetId: string, input: SetStatusInput): Promise<Dataset> {
    const { db, dialect } = this.deps
    const row = await findDataset(db, datasetId)
    if (!row) throw new NotFoundError('Dataset not found')
    const from = row.status
    const to = input.status
    assertAdminTransition(from, to)
    const now = new Date(this.deps.clock.now())
    const changed = await db.transaction().execute(async (trx) => {
      if (!(await updateStatusIf(trx, dialect, { id: datasetId, from: [from], to, now }))) return false
      await applyCounterDeltas(trx, row.organization_id, statusChangeDeltas(from, to))
      await this.audit(trx, now, row.organization_id, `dataset.${to}`, datasetId, {
        from,
        to,
        ...(input.reason ? { reason: input.reason } : {}),
      })
      await appendEvent(trx, dialect, {
        organizationId: row.organization_id,
        at: now,
        type: 'dataset.status_changed',
        data: { dataset_id: datasetId, from, status: to, ...(input.reason ? { reason: input.reason } : {}) },
      })
      return true
    })
    if (changed) eventsCommitted(db, row.organization_id)
    if (!changed) throw new StateConflictError('The dataset changed status meanwhile; read it again')
    return this.get(datasetId)
  }
}
