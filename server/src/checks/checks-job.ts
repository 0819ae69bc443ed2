import type { JobKind } from '../jobs/job.ts'
import { DEFAULT_LIMITS } from '../streams/worker.ts'
import { CHECKS_JOB, type CheckService } from './check.service.ts'

/**
 * `checks.run`: every check of a dataset (docs/checks.md), queued when its streams are settled
 * (indexed, failed, or not in a format Hangar reads) and again when its organization changes a
 * check's settings while it is pending. Its key and `settings` name the settings it was queued
 * for (their fingerprint): a change while it runs queues the job of the new ones. Bounded like
 * indexing, with time for ffmpeg's video scans.
 */
export function checksJob(checks: CheckService, timeoutMs = DEFAULT_LIMITS.timeoutMs): JobKind {
  return {
    kind: CHECKS_JOB,
    timeoutMs: timeoutMs + 5 * 60_000,
    async run(payload, ctx) {
      const settings = typeof payload.settings === 'string' ? payload.settings : undefined
      await checks.run(String(payload.dataset_id), ctx.signal, (f) => ctx.progress(f), settings)
    },
  }
}
