import type { JobKind } from '../jobs/job.ts'
import { INDEX_JOB, type StreamService } from './stream.service.ts'
import { DEFAULT_LIMITS } from './worker.ts'

/**
 * `streams.index`: a dataset's files read into its stream index (docs/streams.md), enqueued with
 * the dataset's creation or a new version, and by `hangar streams reindex`. Bounded by the
 * worker's own time limit, with a minute more for copying the files in. `indexed` is told of each
 * dataset indexed (what waits for an index is queued then: a channel poster).
 */
export function indexJob(
  streams: StreamService,
  indexed: (datasetId: string) => Promise<void>,
  timeoutMs = DEFAULT_LIMITS.timeoutMs,
): JobKind {
  return {
    kind: INDEX_JOB,
    timeoutMs: timeoutMs + 60_000,
    async run(payload, ctx) {
      const id = String(payload.dataset_id)
      await streams.indexNow(id, ctx.signal)
      await indexed(id)
    },
  }
}
