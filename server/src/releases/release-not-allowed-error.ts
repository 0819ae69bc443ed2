import { StateConflictError } from '../common/errors.ts'

/** A dataset that stops a release, with the status that stops it. */
export interface OffendingDataset {
  id: string
  status: string
}

/** Why a release was refused: nothing to deliver, or datasets whose status forbids delivery. */
export type ReleaseRefusal = 'empty_release' | 'status_not_releasable'

/**
 * Thrown by `buildManifest` when a delivery may not be released. It names every offending
 * dataset at once (sorted by id), so one attempt tells the caller everything to fix.
 */
export class ReleaseNotAllowedError extends StateConflictError {
  override readonly name = 'ReleaseNotAllowedError'
  /** Why the release was refused. */
  readonly code: ReleaseRefusal
  /** Every dataset whose status forbids the release; empty for `empty_release`. */
  readonly offending: readonly OffendingDataset[]

  constructor(code: ReleaseRefusal, offending: readonly OffendingDataset[] = []) {
    super(
      code === 'empty_release'
        ? 'a release needs at least one dataset'
        : `datasets cannot be released in their current status: ${offending
            .map((d) => `${d.id} (${d.status})`)
            .join(', ')}`,
    )
    this.code = code
    this.offending = offending
  }

  override get detail(): string {
    return `Cannot release: ${this.message}`
  }
}
