import { type Actor, actorOf } from '../audit/actor.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { actorRef } from '../audit/audit.service.ts'
import { assertAllowed } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError, NotFoundError, StateConflictError } from '../common/errors.ts'
import { BulkDecisions } from '../decisions/bulk-decision.service.ts'
import { appendDecision, decisionHistory, lastDecision } from '../decisions/decision.repository.ts'
import type { BulkBody, BulkCount, BulkDone, DecisionHistory } from '../decisions/decision.schema.ts'
import { assertReopenable, DecisionConflictError } from '../decisions/decision.ts'
import { type DecisionHook, DecisionHooks } from '../decisions/decision-hooks.ts'
import type { Deps } from '../deps.ts'
import { appendEvent } from '../events/event.repository.ts'
import { eventsCommitted } from '../events/feed-waker.ts'
import { decisionFindingIds, findingIdsOf, replaceDecisionFindings } from '../findings/finding.repository.ts'
import type { Db } from '../storage/db.ts'
import type { DatasetRow } from '../storage/tables.ts'
import { applyCounterDeltas, readCounters } from './counter.repository.ts'
import { statusChangeDeltas } from './counters.ts'
import { toDataset, toIterationItem, toListItem } from './dataset.mapper.ts'
import {
  findDataset,
  findIterationGroup,
  listDatasets,
  metadataSuggestions,
  updateStatusIf,
} from './dataset.repository.ts'
import type {
  Dataset,
  DatasetListItem,
  Decision,
  IterationHistory,
  ListQuery,
  MetadataKeys,
  ReviewResult,
  Stats,
} from './dataset.schema.ts'
import { listFiltersOf } from './list-filters.ts'
import { buildStats, statsCounterNames } from './stats.ts'
import { assertReviewable, assertSameOrganization } from './transitions.ts'

/** The organization-facing datasets interface (interface §4.1), free of HTTP. */
export class DatasetService {
  /** Run in every decision's transaction, alone or in bulk (`whenDecided`). */
  readonly #decided = new DecisionHooks()
  readonly #bulk: BulkDecisions

  constructor(private readonly deps: Deps) {
    this.#bulk = new BulkDecisions(deps, this.#decided)
  }

  /**
   * Adds what runs inside the transaction of every accept, reject and reopen, alone or in bulk,
   * after the status change (docs/review-workflow.md#hooks): the review queue ends a lease there.
   */
  whenDecided(hook: DecisionHook): void {
    this.#decided.add(hook)
  }

  async list(caller: Caller, q: ListQuery): Promise<{ datasets: DatasetListItem[]; total: number }> {
    const { rows, total } = await listDatasets(
      this.deps.db,
      this.deps.dialect,
      listFiltersOf(caller.organizationId, q),
      { limit: q.limit, offset: q.offset },
    )
    return { datasets: rows.map((r) => toListItem(r, this.deps.dialect, this.deps.blobs)), total }
  }

  /** 404 when unknown, then 403 when another organization's (DESIGN §2 check order). */
  private async owned(caller: Caller, id: string): Promise<DatasetRow> {
    const row = await findDataset(this.deps.db, id)
    if (!row) throw new NotFoundError('Dataset not found')
    assertSameOrganization(row, caller.organizationId)
    return row
  }

  async get(caller: Caller, id: string): Promise<Dataset> {
    return toDataset(await this.owned(caller, id), this.deps.dialect, this.deps.blobs)
  }

  async stats(caller: Caller): Promise<Stats> {
    const today = new Date(this.deps.clock.now())
    const counters = await readCounters(this.deps.db, caller.organizationId, statsCounterNames(today))
    return buildStats(counters, today)
  }

  async iterations(caller: Caller, id: string): Promise<IterationHistory> {
    const row = await this.owned(caller, id)
    if (!row.iteration_group_id) throw new NotFoundError('No iterations available for this dataset')
    const rows = await findIterationGroup(this.deps.db, row.iteration_group_id)
    const items = rows.map((r) => toIterationItem(r, this.deps.dialect, this.deps.blobs))
    return {
      iteration_group_id: row.iteration_group_id,
      total_versions: items.length,
      latest_version: Math.max(...items.map((i) => i.version)),
      iterations: items,
    }
  }

  /** The organization's metadata keys with their most frequent values (50 keys × 20 values at most). */
  async metadataKeys(caller: Caller): Promise<MetadataKeys> {
    const keys = await metadataSuggestions(this.deps.db, caller.organizationId, 50, 20)
    return {
      keys: keys.map((k) => ({ key: k.key, values: k.values.map((v) => ({ value: v.value, count: v.n })) })),
    }
  }

  /**
   * Who made the dataset's current review decision, for "rejected by Ada Lovelace at 14:02" when
   * an accept or reject answers 422. Only an accepted or rejected dataset has one; a dataset the
   * platform created already decided has the platform's entry, and no decider.
   */
  async decision(caller: Caller, id: string): Promise<Decision> {
    const row = await this.owned(caller, id)
    const status = row.status
    const last =
      status === 'accepted' || status === 'rejected' ? await lastDecision(this.deps.db, id) : undefined
    // The last entry is the current decision when the status is its consequence. Every decided
    // dataset has one (migration 022); one without still answers its status and stored reason.
    const entry = last?.action === status ? last : undefined
    const reason =
      status === 'rejected'
        ? (entry?.reason ??
          this.deps.dialect.decodeJson<Record<string, unknown>>(row.metadata).rejection_reason)
        : undefined
    const by = entry ? actorRef(entry) : null
    const findingIds =
      status !== 'rejected'
        ? []
        : entry
          ? this.deps.dialect.decodeJson<string[]>(entry.finding_ids)
          : await decisionFindingIds(this.deps.db, id)
    return {
      status,
      // The platform (an entry of a dataset it created decided) is not a decider the console names.
      decided_by:
        by && (by.kind === 'user' || by.kind === 'key' || by.kind === 'check')
          ? { kind: by.kind, id: by.id!, name: by.name }
          : null,
      decided_at: entry ? entry.at : null,
      reason: typeof reason === 'string' ? reason : null,
      finding_ids: findingIds,
    }
  }

  /** A dataset's decisions, oldest first (docs/review-workflow.md). */
  async history(caller: Caller, id: string): Promise<DecisionHistory> {
    await this.owned(caller, id)
    const rows = await decisionHistory(this.deps.db, id)
    return {
      decisions: rows.map((r) => ({
        action: r.action,
        actor: actorRef(r),
        at: r.at,
        reason: r.reason,
        finding_ids: this.deps.dialect.decodeJson<string[]>(r.finding_ids),
        bulk_id: r.bulk_id,
      })),
    }
  }

  /** A bulk decision over the list's filter, counted first (docs/review-workflow.md#bulk). */
  bulk(caller: Caller, body: BulkBody): Promise<BulkCount | BulkDone> {
    return this.#bulk.run(caller, body)
  }

  /**
   * Takes an accept or a rejection back: the dataset is pending again, its verdict, findings and
   * `metadata.rejection_reason` as they are; 409 for any other status (docs/review-workflow.md).
   */
  async reopen(caller: Caller, id: string, reason: string): Promise<ReviewResult> {
    const { db, dialect } = this.deps
    const row = await this.owned(caller, id)
    assertAllowed(caller.role, 'review', 'reopen datasets')
    assertReopenable(row.status)
    const from = row.status as 'accepted' | 'rejected'
    const now = new Date(this.deps.clock.now())
    await db.transaction().execute(async (trx) => {
      // Audit and entry first, as accept and reject do (the update takes `org_versions`).
      await recordAudit(trx, dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: row.organization_id,
        action: 'dataset.reopen',
        targetType: 'dataset',
        targetId: id,
        detail: { from, to: 'pending', reason },
      })
      await appendDecision(trx, dialect, {
        organizationId: row.organization_id,
        datasetId: id,
        action: 'reopened',
        actor: actorOf(caller),
        at: now,
        reason,
        findingIds: [],
        bulkId: null,
      })
      const ok = await updateStatusIf(trx, dialect, { id, from: [from], to: 'pending', now })
      if (!ok) throw new DecisionConflictError('This dataset was just changed by someone else; read it again')
      await applyCounterDeltas(trx, row.organization_id, statusChangeDeltas(from, 'pending'))
      await appendEvent(trx, dialect, {
        organizationId: row.organization_id,
        at: now,
        type: 'dataset.reopened',
        data: { dataset_id: id, status: 'pending', from, reason },
      })
      await this.#decided.run(trx, {
        organizationId: row.organization_id,
        datasetIds: [id],
        action: 'reopened',
        bulkId: null,
      })
    })
    eventsCommitted(db, row.organization_id)
    return { id, status: 'pending', message: 'Dataset reopened; it is pending review again' }
  }

  accept(caller: Caller, id: string): Promise<ReviewResult> {
    return this.review(caller, id, 'accept')
  }

  /** `findingIds`: findings of this dataset the rejection cites (docs/findings.md); 422 for any other. */
  reject(
    caller: Caller,
    id: string,
    reason: string,
    findingIds: readonly string[] = [],
  ): Promise<ReviewResult> {
    return this.review(caller, id, 'reject', reason, findingIds)
  }

  private async review(
    caller: Caller,
    id: string,
    action: 'accept' | 'reject',
    reason?: string,
    findingIds: readonly string[] = [],
  ): Promise<ReviewResult> {
    const { db } = this.deps
    const row = await this.owned(caller, id)
    assertAllowed(caller.role, 'review', `${action} datasets`)
    assertReviewable(row, action)
    const cited = [...new Set(findingIds)]
    await assertCitable(db, id, cited, false)
    const to = action === 'accept' ? 'accepted' : 'rejected'
    const now = new Date(this.deps.clock.now())
    await db
      .transaction()
      .execute((trx) => this.decideIn(trx, { row, actor: actorOf(caller), action, reason, cited, now }))
    eventsCommitted(db, row.organization_id)
    return {
      id,
      status: to,
      message:
        action === 'accept'
          ? 'Dataset accepted for training pipelines'
          : 'Dataset rejected; reason stored in metadata.rejection_reason',
    }
  }

  /**
   * A check's rejection (docs/checks.md#auto_reject), inside the transaction that wrote its
   * findings and settled the verdict: the same entry, audit, event, citations and hooks as a
   * person's. The caller holds the dataset's row (lockDataset) and has seen it pending; `findingIds`
   * are findings of this dataset. The caller wakes the feed after commit.
   */
  async rejectIn(
    trx: Db,
    row: DatasetRow,
    actor: Actor,
    reason: string,
    findingIds: readonly string[],
  ): Promise<void> {
    const now = new Date(this.deps.clock.now())
    await this.decideIn(trx, { row, actor, action: 'reject', reason, cited: [...new Set(findingIds)], now })
  }

  /** An accept or a rejection of a pending dataset, in the caller's transaction: whoever decides. */
  private async decideIn(
    trx: Db,
    d: {
      row: DatasetRow
      actor: Actor
      action: 'accept' | 'reject'
      reason: string | undefined
      cited: readonly string[]
      now: Date
    },
  ): Promise<void> {
    const { dialect } = this.deps
    const { row, actor, action, reason, cited, now } = d
    const id = row.id
    const to = action === 'accept' ? 'accepted' : 'rejected'
    const metadata =
      reason === undefined
        ? undefined
        : {
            organizationId: row.organization_id,
            value: {
              ...dialect.decodeJson<Record<string, unknown>>(row.metadata),
              rejection_reason: reason,
            },
          }
    // The audit entry first: the update below takes the organization's `org_versions` row
    // (its trigger), which every decision of the organization waits for until this one commits,
    // so what comes after it is kept to the counters and the event (docs/events.md#ordering).
    await recordAudit(trx, dialect, {
      at: now,
      actor,
      organizationId: row.organization_id,
      action: `dataset.${action}`,
      targetType: 'dataset',
      targetId: id,
      detail:
        reason === undefined
          ? { from: 'pending', to }
          : { from: 'pending', to, reason, ...(cited.length ? { finding_ids: cited } : {}) },
    })
    await appendDecision(trx, dialect, {
      organizationId: row.organization_id,
      datasetId: id,
      action: to,
      actor,
      at: now,
      reason: reason ?? null,
      findingIds: cited,
      bulkId: null,
    })
    const ok = await updateStatusIf(trx, dialect, { id, from: ['pending'], to, now, metadata })
    // Another request moved it out of pending between our read and our update: the audit entry
    // rolls back with the transaction.
    if (!ok)
      throw new StateConflictError(`Only pending datasets can be ${action}ed; this dataset was just reviewed`)
    // What the rejection cites replaces what an earlier one of the dataset cited.
    if (action === 'reject') {
      await assertCitable(trx, id, cited, dialect.rowLocks)
      await replaceDecisionFindings(trx, id, cited)
    }
    await applyCounterDeltas(trx, row.organization_id, statusChangeDeltas('pending', to))
    await appendEvent(trx, dialect, {
      organizationId: row.organization_id,
      at: now,
      ...(reason === undefined
        ? { type: 'dataset.accepted', data: { dataset_id: id, status: 'accepted' } }
        : { type: 'dataset.rejected', data: { dataset_id: id, status: 'rejected', reason } }),
    })
    await this.#decided.run(trx, {
      organizationId: row.organization_id,
      datasetIds: [id],
      action: to,
      bulkId: null,
    })
  }
}

/** 422 unless every cited id is a finding of this dataset (`lock`: held until commit on PostgreSQL). */
async function assertCitable(q: Db, datasetId: string, cited: readonly string[], lock: boolean) {
  if (cited.length === 0) return
  const found = await findingIdsOf(q, datasetId, cited, lock)
  const others = cited.filter((f) => !found.has(f))
  if (others.length)
    throw new InvalidInputError(`Not findings of this dataset: ${others.slice(0, 5).join(', ')}`)
}
