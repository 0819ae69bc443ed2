import { appendEvent } from '../events/event.repository.ts'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { FindingRow } from '../storage/tables.ts'
import { listFindings, lockDataset, updateFinding } from './finding.repository.ts'
import type { FrameSpan } from './frame-range.ts'
import { framesForFinding, type RecordingIndex } from './stream-frames.ts'

/** A finding whose frames the dataset's new index derives otherwise, and what it was derived for. */
export interface Reframed {
  id: string
  frames: Record<string, FrameSpan>
  /** The span and streams the frames are of: a finding changed since is left alone. */
  of: string
}

/**
 * After a dataset's stream index was rebuilt: the frames of each of its findings (a person's, a
 * check's) derived again from the new index, those that differ from the stored ones
 * (docs/findings.md#frames). Reads the index's files, so it runs before the transaction that
 * writes them (SQLite has one writer).
 */
export async function framesToRefresh(
  db: Db,
  dialect: DialectInfo,
  rec: RecordingIndex,
  datasetId: string,
): Promise<Reframed[]> {
  const out: Reframed[] = []
  for (const row of await listFindings(db, datasetId)) {
    const streams = dialect.decodeJson<string[]>(row.streams)
    const frames = await framesForFinding(rec, streams, row.start_seconds, row.end_seconds)
    if (JSON.stringify(frames) !== JSON.stringify(dialect.decodeJson(row.frames)))
      out.push({ id: row.id, frames, of: spanOf(row) })
  }
  return out
}

/**
 * Writes the frames `framesToRefresh` derived, in the caller's transaction with the dataset's row
 * held: each with `finding.updated` (its status unchanged). A finding removed or rewritten since
 * (a check's rerun) is skipped. Returns how many were written; the caller wakes the feed after commit.
 */
export async function writeRefreshedFrames(
  trx: Db,
  dialect: DialectInfo,
  datasetId: string,
  reframed: readonly Reframed[],
  now: Date,
): Promise<number> {
  if (reframed.length === 0) return 0
  const locked = await lockDataset(trx, dialect, datasetId)
  if (!locked) return 0
  const current = new Map((await listFindings(trx, datasetId)).map((r) => [r.id, r]))
  let written = 0
  for (const r of reframed) {
    const row = current.get(r.id)
    if (!row || spanOf(row) !== r.of) continue
    await updateFinding(trx, dialect, r.id, { frames: r.frames, updated_at: now.toISOString() })
    await appendEvent(trx, dialect, {
      organizationId: locked.organization_id,
      at: now,
      type: 'finding.updated',
      data: {
        dataset_id: datasetId,
        finding_id: r.id,
        severity: row.severity,
        from: row.status,
        status: row.status,
        withdrawn: false,
      },
    })
    written++
  }
  return written
}

function spanOf(row: FindingRow): string {
  return JSON.stringify([row.start_seconds, row.end_seconds, row.streams])
}
