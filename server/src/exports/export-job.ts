import type { JobKind } from '../jobs/job.ts'
import type { ExportService } from './export.service.ts'
import { EXPORT_JOB } from './export.ts'

const ATTEMPTS = 3

/**
 * `exports.build`: a release's export (docs/exports.md), enqueued with its record. Its bound is
 * the whole export's (reading every dataset and writing every file), an hour by default.
 */
export function exportJob(exports: ExportService, timeoutMs = 60 * 60_000): JobKind {
  return {
    kind: EXPORT_JOB,
    attempts: ATTEMPTS,
    timeoutMs,
    run: (payload, ctx) =>
      exports.build(String(payload.export_id), ctx.signal, ctx.attempt, ctx.attempt >= ATTEMPTS),
  }
}
