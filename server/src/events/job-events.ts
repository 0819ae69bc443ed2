import type { EndedListener } from '../jobs/job.repository.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import { appendEvent } from './event.repository.ts'

/**
 * A dataset's job that ended for good appends `dataset.processed {dataset_id, work, outcome}` to
 * its organization's feed, in the transaction that ends it (docs/jobs.md#seeing-the-work).
 */
export function jobEndedEvent(dialect: DialectInfo): EndedListener {
  return async (trx, job, outcome, now) => {
    if (!job.dataset_id || !job.organization_id) return
    await appendEvent(trx, dialect, {
      organizationId: job.organization_id,
      at: new Date(now),
      type: 'dataset.processed',
      data: { dataset_id: job.dataset_id, work: job.kind, outcome },
    })
  }
}
