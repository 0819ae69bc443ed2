import { randomUUID } from 'node:crypto'
import { actorName, actorOf } from '../audit/actor.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { assertAllowed } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError, NotFoundError } from '../common/errors.ts'
import { findDataset } from '../datasets/dataset.repository.ts'
import { assertSameOrganization } from '../datasets/transitions.ts'
import type { Deps } from '../deps.ts'
import { appendEvent } from '../events/event.repository.ts'
import { eventsCommitted } from '../events/feed-waker.ts'
import type { Db } from '../storage/db.ts'
import type { DatasetRow, FindingRow } from '../storage/tables.ts'
import {
  citedFindingIds,
  datasetChecks,
  deleteFindings,
  type FindingInsert,
  findFinding,
  insertFindings,
  listFindings,
  lockDataset,
  markCheckRan,
  planDatasetChecks,
  setVerdict,
  updateFinding,
  verdictInputs,
} from './finding.repository.ts'
import type { Finding, FindingChange, FindingList, FindingListQuery, NewFinding } from './finding.schema.ts'
import {
  checksRanOf,
  type FindingSeverity,
  findingKey,
  parseCheckRef,
  type Verdict,
  verdictOf,
} from './finding.ts'
import type { FrameSpan } from './frame-range.ts'
import { framesForFinding, type RecordingIndex, streamNames } from './stream-frames.ts'

/** What a check reports for one finding; its frames are derived when it is written. */
export interface CheckFinding {
  code: string
  severity: FindingSeverity
  start_seconds: number | null
  end_seconds: number | null
  streams: readonly string[]
  message: string
}

/** What a check's write changed. */
export interface CheckWriteResult {
  verdict: Verdict
  created: number
  updated: number
  removed: number
  organizationId: string
}

/** A check job's write of a dataset's findings, its verdict settled. */
export interface ChecksWritten {
  datasetId: string
  organizationId: string
  verdict: Verdict
}

/**
 * Runs in the transaction of a check job's write (`writeChecksNow`), after the verdict settled,
 * with the dataset's row held: a check that rejects by itself does so there (docs/checks.md#auto_reject).
 */
export type ChecksWrittenHook = (trx: Db, written: ChecksWritten) => Promise<void>

/** Where findings read a dataset's stream index from (StreamService). */
export interface IndexSource {
  readyIndex(datasetId: string): Promise<RecordingIndex | null>
}

/** A finding ready to be written: its frames derived. */
type Prepared = CheckFinding & { frames: Record<string, FrameSpan> }

/** Seconds a span may pass the recording's end by: its duration is rounded to the microsecond. */
const END_SLACK = 1e-6

/**
 * Findings of datasets and the verdict they give (docs/findings.md): people's through the API,
 * checks' through `writeCheckFindings` in the transaction of the check's job. Every change of a
 * finding recomputes the dataset's verdict in the same transaction, and the events go with it.
 */
export class FindingService {
  readonly #written: ChecksWrittenHook[] = []

  constructor(
    private readonly deps: Deps,
    private readonly indexes: IndexSource,
  ) {}

  /** Adds what runs after a check job's write, in its transaction (`ChecksWrittenHook`). */
  whenChecksWritten(hook: ChecksWrittenHook): void {
    this.#written.push(hook)
  }

  /** 404 when unknown, then 403 when another organization's (as every dataset route). */
  private async owned(caller: Caller, id: string): Promise<DatasetRow> {
    const row = await findDataset(this.deps.db, id)
    if (!row) throw new NotFoundError('Dataset not found')
    assertSameOrganization(row, caller.organizationId)
    return row
  }

  async list(caller: Caller, datasetId: string, q: FindingListQuery = {}): Promise<FindingList> {
    const row = await this.owned(caller, datasetId)
    const rows = await listFindings(this.deps.db, datasetId, q)
    return { verdict: row.verdict, findings: inTimeOrder(rows).map((r) => this.toFinding(r)) }
  }

  /** A person's finding (reviewer, owner, or an API key): 201 with it, 422 for times or streams the recording has not. */
  async create(caller: Caller, datasetId: string, input: NewFinding): Promise<Finding> {
    const row = await this.owned(caller, datasetId)
    assertAllowed(caller.role, 'review', 'file findings')
    const start = input.start_seconds ?? null
    const end = input.end_seconds ?? null
    const streams = [...new Set(input.streams ?? [])]
    if (start === null && end !== null)
      throw new InvalidInputError('end_seconds needs a start_seconds (both null: the whole file)')
    if (start !== null && end !== null && start > end)
      throw new InvalidInputError(`start_seconds (${start}) is after end_seconds (${end})`)
    const rec = start !== null || streams.length > 0 ? await this.indexes.readyIndex(datasetId) : null
    if ((start !== null || streams.length > 0) && !rec)
      throw new InvalidInputError(
        "The dataset's streams are not indexed (yet): a finding with times or streams needs them; " +
          'one about the whole file (no times, no streams) does not',
      )
    if (rec && start !== null) {
      const duration = rec.index.duration_seconds ?? 0
      for (const [name, t] of [
        ['start_seconds', start],
        ['end_seconds', end],
      ] as const)
        if (t !== null && t > duration + END_SLACK)
          throw new InvalidInputError(`${name} (${t}) is outside the recording (0 to ${duration} s)`)
    }
    if (rec && streams.length > 0) {
      const known = streamNames(rec.index)
      const unknown = streams.filter((s) => !known.has(s))
      if (unknown.length)
        throw new InvalidInputError(
          `Unknown stream${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? '…' : ''}`,
        )
    }
    const frames = await framesForFinding(rec, streams, start, end)
    const now = new Date(this.deps.clock.now())
    const at = now.toISOString()
    const actor = actorOf(caller)
    const finding: FindingInsert = {
      id: randomUUID(),
      organization_id: row.organization_id,
      dataset_id: datasetId,
      code: input.code.trim(),
      severity: input.severity,
      start_seconds: start,
      end_seconds: end,
      streams,
      frames,
      message: input.message.trim(),
      source_kind: 'person',
      source_check: null,
      actor: actorName(actor),
      actor_name: actor.name ?? null,
      status: 'open',
      note: null,
      created_at: at,
      updated_at: at,
    }
    const { db, dialect } = this.deps
    await db.transaction().execute(async (trx) => {
      const locked = await lockDataset(trx, dialect, datasetId)
      if (!locked) throw new NotFoundError('Dataset not found')
      await recordAudit(trx, dialect, {
        at: now,
        actor,
        organizationId: row.organization_id,
        action: 'finding.create',
        targetType: 'finding',
        targetId: finding.id,
        detail: { dataset_id: datasetId, code: finding.code, severity: finding.severity },
      })
      await insertFindings(trx, dialect, [finding])
      await this.createdEvent(trx, now, finding)
      await this.recompute(trx, datasetId, row.organization_id, locked, now)
    })
    eventsCommitted(db, row.organization_id)
    return this.toFinding((await findFinding(db, finding.id))!)
  }

  /** Confirms, dismisses or reopens a finding, with a note (reviewer, owner, or an API key). */
  async update(
    caller: Caller,
    datasetId: string,
    findingId: string,
    change: FindingChange,
  ): Promise<Finding> {
    const row = await this.owned(caller, datasetId)
    const found = await findFinding(this.deps.db, findingId)
    if (!found || found.dataset_id !== datasetId) throw new NotFoundError('Finding not found')
    assertAllowed(caller.role, 'review', 'confirm or dismiss findings')
    const note =
      change.note === undefined ? found.note : change.note === null ? null : change.note.trim() || null
    if (change.status === found.status && note === found.note) return this.toFinding(found)
    const now = new Date(this.deps.clock.now())
    const { db, dialect } = this.deps
    await db.transaction().execute(async (trx) => {
      const locked = await lockDataset(trx, dialect, datasetId)
      if (!locked) throw new NotFoundError('Dataset not found')
      await recordAudit(trx, dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: row.organization_id,
        action: 'finding.update',
        targetType: 'finding',
        targetId: findingId,
        detail: { dataset_id: datasetId, from: found.status, to: change.status, ...(note ? { note } : {}) },
      })
      await updateFinding(trx, dialect, findingId, {
        status: change.status,
        note,
        updated_at: now.toISOString(),
      })
      await appendEvent(trx, dialect, {
        organizationId: row.organization_id,
        at: now,
        type: 'finding.updated',
        data: {
          dataset_id: datasetId,
          finding_id: findingId,
          severity: found.severity,
          from: found.status,
          status: change.status,
          withdrawn: false,
        },
      })
      await this.recompute(trx, datasetId, row.organization_id, locked, now)
    })
    eventsCommitted(db, row.organization_id)
    return this.toFinding((await findFinding(db, findingId))!)
  }

  /**
   * Records the checks that apply to a dataset (`id@version` each) before they run: its verdict
   * stays `pending` until every one has run. A check already recorded at the same version keeps
   * its state; at another version it is to run again. Call it in the transaction that queues them.
   */
  async planChecks(trx: Db, datasetId: string, checks: readonly string[]): Promise<void> {
    const refs = checks.map(parseCheckRef)
    const locked = await lockDataset(trx, this.deps.dialect, datasetId)
    if (!locked) throw new NotFoundError('Dataset not found')
    await planDatasetChecks(trx, datasetId, refs)
    await this.recompute(trx, datasetId, locked.organization_id, locked, new Date(this.deps.clock.now()))
  }

  /**
   * A check's findings for a dataset, in the transaction of its job: they replace what the check
   * (any version) found there before, so a rerun is idempotent, and the check is recorded as run.
   * A finding found again (same code, span and streams) keeps its id, status and note — a person's
   * confirmation or dismissal outlives reruns; one no longer found is removed, unless a person
   * confirmed it or a decision cites it. A check that cannot apply to the dataset (no stream it
   * reads) is written with no findings. Frames are derived from the stream index here; a caller
   * that holds a transaction open on SQLite may prefer `writeCheckFindingsNow`, which derives them
   * first. The caller wakes the feed after commit (`eventsCommitted`), or its poll finds them.
   */
  async writeCheckFindings(
    trx: Db,
    datasetId: string,
    check: string,
    findings: readonly CheckFinding[],
  ): Promise<CheckWriteResult> {
    const rec = findings.length ? await this.indexes.readyIndex(datasetId) : null
    return this.applyCheckFindings(trx, datasetId, check, await this.prepare(rec, findings))
  }

  /** `writeCheckFindings` in a transaction of its own, frames derived before it opens; wakes the feed. */
  async writeCheckFindingsNow(
    datasetId: string,
    check: string,
    findings: readonly CheckFinding[],
  ): Promise<CheckWriteResult> {
    return this.writeChecksNow(datasetId, [[check, findings]])
  }

  /**
   * Several checks' findings for a dataset (a check job's whole run) in one transaction: the
   * index read once for their frames, one commit, the verdict settled once the last is written,
   * then the `whenChecksWritten` hooks (a check may reject the dataset by itself). Answers the
   * last check's result. `before` runs first in the transaction, the dataset's row held: what it
   * throws rolls the write back (a run whose settings changed meanwhile, docs/checks.md).
   */
  async writeChecksNow(
    datasetId: string,
    checks: readonly (readonly [check: string, findings: readonly CheckFinding[]])[],
    before?: (trx: Db) => Promise<void>,
  ): Promise<CheckWriteResult> {
    const rec = checks.some(([, f]) => f.length > 0) ? await this.indexes.readyIndex(datasetId) : null
    const prepared: [string, Prepared[]][] = []
    for (const [check, findings] of checks) prepared.push([check, await this.prepare(rec, findings)])
    const result = await this.deps.db.transaction().execute(async (trx) => {
      if (before) {
        if (!(await lockDataset(trx, this.deps.dialect, datasetId)))
          throw new NotFoundError('Dataset not found')
        await before(trx)
      }
      let last: CheckWriteResult | undefined
      for (const [check, findings] of prepared)
        last = await this.applyCheckFindings(trx, datasetId, check, findings)
      if (!last) throw new Error('writeChecksNow: no check to write')
      for (const hook of this.#written)
        await hook(trx, { datasetId, organizationId: last.organizationId, verdict: last.verdict })
      return last
    })
    eventsCommitted(this.deps.db, result.organizationId)
    return result
  }

  private async prepare(rec: RecordingIndex | null, findings: readonly CheckFinding[]): Promise<Prepared[]> {
    const out: Prepared[] = []
    for (const f of findings)
      out.push({
        ...f,
        streams: [...new Set(f.streams)],
        frames: await framesForFinding(rec, f.streams, f.start_seconds, f.end_seconds),
      })
    return out
  }

  private async applyCheckFindings(
    trx: Db,
    datasetId: string,
    check: string,
    findings: readonly Prepared[],
  ): Promise<CheckWriteResult> {
    const { dialect } = this.deps
    const ref = parseCheckRef(check)
    const locked = await lockDataset(trx, dialect, datasetId)
    if (!locked) throw new NotFoundError('Dataset not found')
    const organizationId = locked.organization_id
    const now = new Date(this.deps.clock.now())
    const at = now.toISOString()
    const earlier = (await listFindings(trx, datasetId, { source: 'check' })).filter(
      (r) => r.source_check !== null && parseCheckRef(r.source_check).id === ref.id,
    )
    const byKey = new Map(earlier.map((r) => [findingKey({ ...r, streams: this.decodeStreams(r) }), r]))
    const kept = new Set<string>()
    const fresh: FindingInsert[] = []
    let updated = 0
    for (const f of findings) {
      const key = findingKey(f)
      const old = byKey.get(key)
      if (old && !kept.has(old.id)) {
        kept.add(old.id)
        const frames = dialect.decodeJson<Record<string, FrameSpan>>(old.frames)
        const same =
          old.severity === f.severity &&
          old.message === f.message &&
          old.source_check === check &&
          JSON.stringify(frames) === JSON.stringify(f.frames)
        if (same) continue
        await updateFinding(trx, dialect, old.id, {
          severity: f.severity,
          message: f.message,
          source_check: check,
          actor: `check:${check}`,
          actor_name: check,
          frames: f.frames,
          updated_at: at,
        })
        await appendEvent(trx, dialect, {
          organizationId,
          at: now,
          type: 'finding.updated',
          data: {
            dataset_id: datasetId,
            finding_id: old.id,
            severity: f.severity,
            from: old.status,
            status: old.status,
            withdrawn: false,
          },
        })
        updated++
        continue
      }
      fresh.push({
        id: randomUUID(),
        organization_id: organizationId,
        dataset_id: datasetId,
        code: f.code,
        severity: f.severity,
        start_seconds: f.start_seconds,
        end_seconds: f.end_seconds,
        streams: f.streams,
        frames: f.frames,
        message: f.message,
        source_kind: 'check',
        source_check: check,
        actor: `check:${check}`,
        actor_name: check,
        status: 'open',
        note: null,
        created_at: at,
        updated_at: at,
      })
    }
    const gone = earlier.filter((r) => !kept.has(r.id))
    const cited = await citedFindingIds(
      trx,
      gone.map((r) => r.id),
    )
    const removed = gone.filter((r) => r.status !== 'confirmed' && !cited.has(r.id))
    await deleteFindings(
      trx,
      removed.map((r) => r.id),
    )
    await insertFindings(trx, dialect, fresh)
    await markCheckRan(trx, datasetId, ref, at)
    for (const r of removed)
      await appendEvent(trx, dialect, {
        organizationId,
        at: now,
        type: 'finding.updated',
        data: {
          dataset_id: datasetId,
          finding_id: r.id,
          severity: r.severity,
          from: r.status,
          status: r.status,
          withdrawn: true,
        },
      })
    for (const f of fresh) await this.createdEvent(trx, now, f)
    const verdict = await this.recompute(trx, datasetId, organizationId, locked, now)
    return { verdict, created: fresh.length, updated, removed: removed.length, organizationId }
  }

  private async createdEvent(trx: Db, now: Date, f: FindingInsert): Promise<void> {
    await appendEvent(trx, this.deps.dialect, {
      organizationId: f.organization_id,
      at: now,
      type: 'finding.created',
      data: {
        dataset_id: f.dataset_id,
        finding_id: f.id,
        code: f.code,
        severity: f.severity,
        source: f.source_kind,
        check: f.source_check,
      },
    })
  }

  /** The dataset's verdict from its findings and checks; written, with its event, when it changed. */
  private async recompute(
    trx: Db,
    datasetId: string,
    organizationId: string,
    previous: { verdict: Verdict; finding_count: number },
    now: Date,
  ): Promise<Verdict> {
    const ran = checksRanOf(await datasetChecks(trx, datasetId))
    const inputs = await verdictInputs(trx, datasetId)
    const verdict = verdictOf(inputs, ran)
    const count = inputs.filter((f) => f.status === 'open' || f.status === 'confirmed').length
    if (verdict === previous.verdict && count === previous.finding_count) return verdict
    // Written only when it changed: a write to a dataset makes the organization's cached answers stale.
    await setVerdict(trx, datasetId, verdict, count)
    if (verdict === previous.verdict) return verdict
    await appendEvent(trx, this.deps.dialect, {
      organizationId,
      at: now,
      type: 'dataset.verdict_changed',
      data: { dataset_id: datasetId, from: previous.verdict, verdict },
    })
    return verdict
  }

  private decodeStreams(r: FindingRow): string[] {
    return this.deps.dialect.decodeJson<string[]>(r.streams)
  }

  /** A stored row as the API shows it. */
  toFinding(r: FindingRow): Finding {
    const [kind, ...rest] = r.actor.split(':')
    const id = rest.join(':')
    return {
      id: r.id,
      dataset_id: r.dataset_id,
      code: r.code,
      severity: r.severity,
      start_seconds: r.start_seconds,
      end_seconds: r.end_seconds,
      streams: this.decodeStreams(r),
      frames: this.deps.dialect.decodeJson<Record<string, FrameSpan>>(r.frames),
      message: r.message,
      source: {
        kind: r.source_kind,
        check: r.source_check,
        actor: {
          kind: kind === 'api_key' ? 'key' : kind === 'check' ? 'check' : 'user',
          id,
          name: r.actor_name ?? (kind === 'api_key' ? 'Unnamed API key' : id),
        },
      },
      status: r.status,
      note: r.note,
      created_at: r.created_at,
      updated_at: r.updated_at,
    }
  }
}

/** Findings about the whole file first, then by start and end, then oldest first. */
function inTimeOrder(rows: FindingRow[]): FindingRow[] {
  const key = (t: number | null) => (t === null ? Number.NEGATIVE_INFINITY : t)
  return [...rows].sort(
    (a, b) =>
      key(a.start_seconds) - key(b.start_seconds) ||
      key(a.end_seconds) - key(b.end_seconds) ||
      (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}
