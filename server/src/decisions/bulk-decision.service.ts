import { randomUUID } from 'node:crypto'
import { actorOf } from '../audit/actor.ts'
import { assertAllowed } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError } from '../common/errors.ts'
import { applyCounterDeltas } from '../datasets/counter.repository.ts'
import { counterName } from '../datasets/counters.ts'
import { countByStatus, type ListFilters, matchingInStatus } from '../datasets/dataset.repository.ts'
import type { DatasetStatus } from '../datasets/dataset.schema.ts'
import { listFiltersOf } from '../datasets/list-filters.ts'
import type { Deps } from '../deps.ts'
import { appendEvents } from '../events/event.repository.ts'
import type { NewEvent } from '../events/event.schema.ts'
import { eventsCommitted } from '../events/feed-waker.ts'
import type { Db } from '../storage/db.ts'
import {
  appendDecisionsFor,
  type BulkWrite,
  clearCitations,
  indexRejectionReason,
  moveStatuses,
  recordAuditFor,
} from './bulk-decision.repository.ts'
import {
  BULK_TOKEN_PURPOSE,
  type BulkCounted,
  filterDigest,
  openBulkToken,
  signBulkToken,
  stateFingerprint,
} from './bulk-token.ts'
import { type BulkBody, type BulkCount, type BulkDone, MAX_BULK_SAMPLES } from './decision.schema.ts'
import {
  assertBulkSize,
  assertReasonGiven,
  BULK_TOKEN_TTL_SECONDS,
  type BulkAction,
  BulkCountChangedError,
  moveOf,
  tally,
} from './decision.ts'
import type { DecisionHooks } from './decision-hooks.ts'

/**
 * Bulk decisions over the list's filter, counted first (docs/review-workflow.md#bulk): a dry run
 * counts and signs what it counted; the commit recounts in its transaction and changes nothing
 * unless it finds exactly that, then gives every dataset its entry, audit entry and event.
 */
export class BulkDecisions {
  constructor(
    private readonly deps: Deps,
    private readonly hooks: DecisionHooks,
  ) {}

  run(caller: Caller, body: BulkBody): Promise<BulkCount | BulkDone> {
    assertAllowed(caller.role, 'review', `${body.action} datasets`)
    assertReasonGiven(body.action, body.reason)
    const filters = listFiltersOf(caller.organizationId, body.filter)
    if (body.dry_run !== false) return this.count(caller, body, filters)
    if (body.token === undefined || body.expected === undefined)
      throw new InvalidInputError("To commit, send the dry run's token and its actionable as expected")
    const counted = openBulkToken(body.token, this.mac, {
      organizationId: caller.organizationId,
      filter: filterDigest(body.filter),
      action: body.action,
      nowSeconds: Math.floor(this.deps.clock.now() / 1000),
    })
    return this.commit(caller, body, filters, counted, body.expected)
  }

  private readonly mac = (message: string) => this.deps.signer.macFor(BULK_TOKEN_PURPOSE, message)

  /**
   * What the action would change now: the tally by status and the actionable datasets (on
   * PostgreSQL locked until the transaction ends when `lock`, so none leaves the set before the
   * update). The actionable count is the rows read, which a concurrent writer may have moved
   * since the tally.
   */
  private async survey(db: Db, filters: ListFilters, action: BulkAction, lock: boolean) {
    const t = tally(action, await countByStatus(db, this.deps.dialect, filters))
    assertBulkSize(t.actionable)
    const rows =
      t.actionable === 0
        ? []
        : await matchingInStatus(
            db,
            this.deps.dialect,
            filters,
            moveOf(action).from,
            lock && this.deps.dialect.rowLocks,
          )
    return { ...t, matched: t.matched - t.actionable + rows.length, actionable: rows.length, rows }
  }

  private async count(caller: Caller, body: BulkBody, filters: ListFilters): Promise<BulkCount> {
    const s = await this.survey(this.deps.db, filters, body.action, false)
    const samples = [...s.rows]
      .sort((a, b) =>
        a.date_created === b.date_created ? (a.id < b.id ? 1 : -1) : a.date_created < b.date_created ? 1 : -1,
      )
      .slice(0, MAX_BULK_SAMPLES)
    return {
      matched: s.matched,
      actionable: s.actionable,
      skipped: s.skipped,
      sample_ids: samples.map((r) => r.id),
      token: signBulkToken(
        {
          organizationId: caller.organizationId,
          filter: filterDigest(body.filter),
          action: body.action,
          matched: s.matched,
          actionable: s.actionable,
          state: stateFingerprint(s.rows),
          expires: Math.floor(this.deps.clock.now() / 1000) + BULK_TOKEN_TTL_SECONDS,
        },
        this.mac,
      ),
    }
  }

  private async commit(
    caller: Caller,
    body: BulkBody,
    filters: ListFilters,
    counted: BulkCounted,
    expected: number,
  ): Promise<BulkDone> {
    const { db, dialect } = this.deps
    const action = body.action
    const move = moveOf(action)
    const reason = body.reason ?? null
    const bulkId = randomUUID()
    const now = new Date(this.deps.clock.now())
    const organizationId = caller.organizationId
    const changed = (matched: number, actionable: number) =>
      new BulkCountChangedError(
        `The datasets changed since the count: ${actionable} of ${matched} matching would now be changed, ` +
          `${counted.actionable} of ${counted.matched} were counted${expected === counted.actionable ? '' : ` and ${expected} confirmed`}; nothing was done — count again`,
        matched,
        actionable,
      )
    const result = await db.transaction().execute(async (trx) => {
      const s = await this.survey(trx, filters, action, true)
      if (
        s.matched !== counted.matched ||
        s.actionable !== counted.actionable ||
        stateFingerprint(s.rows) !== counted.state ||
        expected !== counted.actionable
      )
        throw changed(s.matched, s.actionable)
      if (s.rows.length === 0) return { done: 0, skipped: s.skipped }
      const w: BulkWrite = {
        organizationId,
        ids: s.rows.map((r) => r.id),
        actor: actorOf(caller),
        at: now,
        reason,
        bulkId,
      }
      const perFrom = new Map<DatasetStatus, number>()
      for (const r of s.rows) perFrom.set(r.status, (perFrom.get(r.status) ?? 0) + 1)
      // Entries and audit first, as a decision alone does: the update takes the organization's
      // `org_versions` row (its trigger), which other writers then wait for until this commits.
      await appendDecisionsFor(trx, dialect, w, move.entry)
      for (const from of perFrom.keys())
        await recordAuditFor(trx, dialect, w, {
          action: `dataset.${action}`,
          from,
          detail: { from, to: move.to, ...(reason === null ? {} : { reason }), bulk_id: bulkId },
        })
      const moved = await moveStatuses(
        trx,
        dialect,
        w,
        move.from,
        move.to,
        action === 'reject' ? reason! : undefined,
      )
      if (moved !== w.ids.length) throw changed(s.matched, moved)
      if (action === 'reject') {
        await indexRejectionReason(trx, dialect, w, reason!)
        await clearCitations(trx, dialect, w.ids)
      }
      const deltas = new Map<string, number>([[counterName.status(move.to), moved]])
      for (const [from, n] of perFrom) deltas.set(counterName.status(from), -n)
      await applyCounterDeltas(trx, organizationId, deltas)
      await appendEvents(
        trx,
        dialect,
        organizationId,
        now,
        s.rows.map((r) => eventOf(action, r, reason)),
      )
      await this.hooks.run(trx, { organizationId, datasetIds: w.ids, action: move.entry, bulkId })
      return { done: moved, skipped: s.skipped }
    })
    if (result.done > 0) eventsCommitted(db, organizationId)
    return { bulk_id: bulkId, ...result }
  }
}

/** The event a decision alone would write for this dataset. */
function eventOf(
  action: BulkAction,
  r: { id: string; status: DatasetStatus },
  reason: string | null,
): NewEvent {
  if (action === 'accept') return { type: 'dataset.accepted', data: { dataset_id: r.id, status: 'accepted' } }
  if (action === 'reject')
    return { type: 'dataset.rejected', data: { dataset_id: r.id, status: 'rejected', reason: reason! } }
  return {
    type: 'dataset.reopened',
    data: { dataset_id: r.id, status: 'pending', from: r.status as 'accepted' | 'rejected', reason: reason! },
  }
}
