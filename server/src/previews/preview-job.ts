import type { JobKind } from '../jobs/job.ts'
import { PREVIEW_JOB, type PreviewService } from './preview.service.ts'

/**
 * `previews.make`: a dataset's poster and animated preview (docs/previews.md), enqueued with the
 * dataset's creation or a new version; for pictures drawn from the stream index, again once the
 * index is built. Each ffmpeg run has its own bound; this is the whole job's.
 */
export function previewJob(previews: PreviewService, timeoutMs = 5 * 60_000): JobKind {
  return {
    kind: PREVIEW_JOB,
    timeoutMs,
    run: (payload, ctx) => previews.makeFor(String(payload.dataset_id), ctx.signal),
  }
}
