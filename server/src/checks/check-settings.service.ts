import { Value } from 'typebox/value'
import { actorName, actorOf } from '../audit/actor.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { NotAllowedError } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError, NotFoundError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import type { Db } from '../storage/db.ts'
import type { OrgCheckRow } from '../storage/tables.ts'
import type { CheckSettings } from './check.service.ts'
import {
  orgCheckRows,
  type PrecisionCounts,
  pendingCheckedDatasets,
  precisionByCheck,
  upsertOrgCheck,
} from './check-settings.repository.ts'
import {
  CHECK_CATALOG,
  type CheckEntry,
  checkEntry,
  type OrgCheck,
  type OrgCheckChange,
  thresholdSchemaOf,
} from './check-settings.schema.ts'

/** `auto_reject` is allowed from this precision … */
export const AUTO_REJECT_PRECISION = 0.95
/** … over at least this many decided datasets (issue 30, "Precision"). */
export const AUTO_REJECT_MIN_DATASETS = 200
/** Pending datasets whose checks one change runs again, at most (newest first). */
export const MAX_RERUN_DATASETS = 10_000

/** Where a change's reruns go: the checks' own planning and queueing, and the wake after commit. */
export interface CheckRerun {
  queueIn(trx: Db, datasetId: string, organizationId: string): Promise<void>
  committed(): void
}

const NO_COUNTS: PrecisionCounts = { confirmed: 0, dismissed: 0, decided_datasets: 0, rejected_datasets: 0 }

/**
 * An organization's settings of its checks (docs/checks.md#settings-per-organization): on or off,
 * thresholds over the defaults, and `auto_reject` behind the precision bar. A change reruns the
 * checks of the organization's pending datasets in its own transaction.
 */
export class CheckSettingsService {
  private rerun: CheckRerun | undefined

  constructor(private readonly deps: Deps) {}

  /** Set once the checks exist (services.ts): they read their settings from here. */
  useRerun(rerun: CheckRerun): void {
    this.rerun = rerun
  }

  /**
   * What the `checks.run` job applies for the organization: the checks switched off, and
   * thresholds. Read in `db` — a transaction to see its own change, or to compare a run's
   * settings with those at its write.
   */
  async settingsFor(organizationId: string, db: Db = this.deps.db): Promise<CheckSettings> {
    const rows = await orgCheckRows(db, organizationId)
    const thresholds: Record<string, Record<string, number>> = {}
    for (const r of rows) {
      const t = this.thresholdsOf(r)
      if (Object.keys(t).length > 0) thresholds[r.check_id] = t
    }
    return {
      disabled: rows.filter((r) => r.enabled === 0).map((r) => r.check_id),
      thresholds: thresholds as CheckSettings['thresholds'],
    }
  }

  /** Every check a dataset gets, with this organization's settings and precision. Any caller of it. */
  async list(caller: Caller): Promise<OrgCheck[]> {
    const { db } = this.deps
    const rows = new Map((await orgCheckRows(db, caller.organizationId)).map((r) => [r.check_id, r]))
    const counts = await precisionByCheck(db, caller.organizationId)
    return CHECK_CATALOG.map((c) => this.toOrgCheck(c, rows.get(c.id), counts.get(`${c.id}@${c.version}`)))
  }

  /**
   * Changes one check's settings: an owner signed in, or an API key. 404 for an unknown check, 422
   * for thresholds the check has not or out of bounds, and for `auto_reject` below the bar. A change
   * of `enabled` or of the thresholds in effect reruns the checks of the pending datasets.
   */
  async update(caller: Caller, checkId: string, change: OrgCheckChange): Promise<OrgCheck> {
    const entry = checkEntry(checkId)
    if (!entry) throw new NotFoundError(`Unknown check: ${checkId}`)
    if (caller.role !== 'owner' && caller.role !== 'api_key')
      throw new NotAllowedError(`Your role (${caller.role}) cannot change the organization's checks`)
    if (change.thresholds) assertThresholds(entry, change.thresholds)
    const { db, dialect, clock } = this.deps
    const org = caller.organizationId
    const ref = `${entry.id}@${entry.version}`
    const now = new Date(clock.now())
    let requeued = 0
    await db.transaction().execute(async (trx) => {
      const before = (await orgCheckRows(trx, org)).find((r) => r.check_id === entry.id)
      const from = this.toOrgCheck(entry, before, undefined)
      const to = {
        enabled: change.enabled ?? from.enabled,
        thresholds: change.thresholds ?? (before ? this.thresholdsOf(before) : {}),
        auto_reject: change.auto_reject ?? from.auto_reject,
      }
      if (change.auto_reject === true) {
        const counts = (await precisionByCheck(trx, org)).get(ref) ?? NO_COUNTS
        assertPrecisionBar(ref, counts)
      }
      const actor = actorOf(caller)
      await upsertOrgCheck(trx, dialect, {
        organization_id: org,
        check_id: entry.id,
        ...to,
        updated_at: now.toISOString(),
        updated_by: actorName(actor),
      })
      const effective = { ...entry.defaults, ...to.thresholds }
      const rerun = to.enabled !== from.enabled || !sameNumbers(effective, from.thresholds)
      if (rerun && this.rerun) {
        // One dataset at a time through the checks' own planning (it locks the dataset and keeps
        // its verdict `pending` until the job ran); capped, newest first (docs/checks.md).
        const ids = await pendingCheckedDatasets(trx, org, MAX_RERUN_DATASETS)
        for (const id of ids) await this.rerun.queueIn(trx, id, org)
        requeued = ids.length
      }
      await recordAudit(trx, dialect, {
        at: now,
        actor,
        organizationId: org,
        action: 'check.update',
        targetType: 'check',
        targetId: entry.id,
        detail: {
          from: {
            enabled: from.enabled,
            thresholds: before ? this.thresholdsOf(before) : {},
            auto_reject: from.auto_reject,
          },
          to,
          rerun_datasets: requeued,
        },
      })
    })
    if (requeued > 0) this.rerun?.committed()
    const counts = await precisionByCheck(db, org)
    const row = (await orgCheckRows(db, org)).find((r) => r.check_id === entry.id)
    return this.toOrgCheck(entry, row, counts.get(ref))
  }

  private thresholdsOf(row: OrgCheckRow): Record<string, number> {
    return this.deps.dialect.decodeJson<Record<string, number>>(row.thresholds) ?? {}
  }

  private toOrgCheck(
    entry: CheckEntry,
    row: OrgCheckRow | undefined,
    counts: PrecisionCounts | undefined,
  ): OrgCheck {
    const c = counts ?? NO_COUNTS
    const autoReject = row ? row.auto_reject === 1 : false
    return {
      id: entry.id,
      version: entry.version,
      description: entry.description,
      enabled: row ? row.enabled === 1 : true,
      thresholds: { ...entry.defaults, ...(row ? pick(this.thresholdsOf(row), entry.defaults) : {}) },
      defaults: { ...entry.defaults },
      auto_reject: autoReject,
      // The flag stays as set: the check rejects again once its precision is back over the bar.
      auto_reject_suspended: autoReject && !meetsPrecisionBar(c),
      precision: { ...c, precision: precisionOf(c) },
    }
  }
}

/** 422 unless every key is one of the check's thresholds and every value within its bounds. */
export function assertThresholds(entry: CheckEntry, thresholds: Record<string, unknown>): void {
  const schema = thresholdSchemaOf(entry)
  const known = Object.keys(entry.defaults)
  for (const [key, value] of Object.entries(thresholds)) {
    const rule = schema.properties[key]
    if (!rule)
      throw new InvalidInputError(
        known.length === 0
          ? `The check ${entry.id} has no thresholds (${key} given)`
          : `Unknown threshold of ${entry.id}: ${key} (it has ${known.join(', ')})`,
      )
    if (!Value.Check(rule, value))
      throw new InvalidInputError(`${entry.id}.${key} ${boundsSentence(rule, value)}`)
  }
}

function boundsSentence(rule: object, value: unknown): string {
  const r = rule as { type?: string; minimum?: number; exclusiveMinimum?: number; maximum?: number }
  if (typeof value !== 'number') return 'must be a number'
  const parts = [r.type === 'integer' ? 'a whole number' : 'a number']
  if (r.exclusiveMinimum !== undefined) parts.push(`above ${r.exclusiveMinimum}`)
  if (r.minimum !== undefined) parts.push(`at least ${r.minimum}`)
  if (r.maximum !== undefined) parts.push(`at most ${r.maximum}`)
  return `must be ${parts.join(', ')} (${value} given)`
}

/** confirmed / (confirmed + dismissed); null while none was decided. */
export function precisionOf(c: PrecisionCounts): number | null {
  const decided = c.confirmed + c.dismissed
  return decided === 0 ? null : c.confirmed / decided
}

/** Whether a check may reject by itself: a precision of at least 0.95 over at least 200 decided datasets. */
export function meetsPrecisionBar(c: PrecisionCounts): boolean {
  const precision = precisionOf(c)
  return (
    precision !== null && precision >= AUTO_REJECT_PRECISION && c.decided_datasets >= AUTO_REJECT_MIN_DATASETS
  )
}

/** 422 with the numbers unless the check's precision is at least 0.95 over at least 200 decided datasets. */
export function assertPrecisionBar(ref: string, c: PrecisionCounts): void {
  if (meetsPrecisionBar(c)) return
  const precision = precisionOf(c)
  const p =
    precision === null ? 'no precision yet (no finding decided)' : `a precision of ${precision.toFixed(3)}`
  throw new InvalidInputError(
    `${ref} may reject by itself only with a precision of at least ${AUTO_REJECT_PRECISION} over at least ` +
      `${AUTO_REJECT_MIN_DATASETS} decided datasets; it has ${p} ` +
      `(${c.confirmed} confirmed, ${c.dismissed} dismissed) over ${c.decided_datasets} decided datasets.`,
  )
}

/** The values of `from` whose keys `shape` has: a stored key a later version dropped is not shown. */
function pick(from: Record<string, number>, shape: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(from).filter(([k]) => Object.hasOwn(shape, k)))
}

function sameNumbers(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const k of keys) if (a[k] !== b[k]) return false
  return true
}
