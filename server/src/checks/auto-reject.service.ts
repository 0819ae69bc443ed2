import { findDataset } from '../datasets/dataset.repository.ts'
import type { DatasetService } from '../datasets/dataset.service.ts'
import { lastDecision } from '../decisions/decision.repository.ts'
import { listFindings } from '../findings/finding.repository.ts'
import type { ChecksWritten } from '../findings/finding.service.ts'
import type { Db } from '../storage/db.ts'
import { autoRejection } from './auto-reject.ts'
import { orgCheckRows, precisionByCheck } from './check-settings.repository.ts'
import { CHECK_CATALOG } from './check-settings.schema.ts'
import { meetsPrecisionBar } from './check-settings.service.ts'

/**
 * A check that rejects by itself (docs/checks.md#auto_reject): after a check job's write settled a
 * pending dataset's verdict to `exclude`, in that transaction, the dataset is rejected through the
 * datasets' own reject path with the check as its actor — when the organization set `auto_reject`
 * on a check that found an open error there and whose precision meets the bar at that moment.
 */
export class AutoReject {
  constructor(private readonly datasets: Pick<DatasetService, 'rejectIn'>) {}

  /** A `ChecksWrittenHook`: the dataset's row is held by the write's transaction. */
  async afterChecks(trx: Db, w: ChecksWritten): Promise<void> {
    if (w.verdict !== 'exclude') return
    const on = new Set(
      (await orgCheckRows(trx, w.organizationId))
        .filter((r) => r.auto_reject === 1 && r.enabled === 1)
        .map((r) => r.check_id),
    )
    if (on.size === 0) return
    const row = await findDataset(trx, w.datasetId)
    if (row?.status !== 'pending') return
    // A person took a decision on it back: what comes of it is theirs, not a check's.
    if ((await lastDecision(trx, w.datasetId))?.action === 'reopened') return
    const errors = (
      await listFindings(trx, w.datasetId, { source: 'check', severity: 'error', status: 'open' })
    ).flatMap((f) => (f.source_check ? [{ ...f, check: f.source_check }] : []))
    const refs = [...new Set(errors.map((e) => e.check))]
    if (refs.length === 0) return
    const counts = await precisionByCheck(trx, w.organizationId, refs)
    const rejection = autoRejection(
      errors,
      CHECK_CATALOG.map((c) => c.id),
      on,
      (check) => {
        const c = counts.get(check)
        return c !== undefined && meetsPrecisionBar(c)
      },
    )
    if (!rejection) return
    await this.datasets.rejectIn(
      trx,
      row,
      { kind: 'check', check: rejection.check },
      rejection.reason,
      rejection.findingIds,
    )
  }
}
