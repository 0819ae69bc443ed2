import { ForbiddenError, StateConflictError } from '../common/errors.ts'
import type { DatasetStatus } from './dataset.schema.ts'

/**
 * The review rules of interface §3 and the platform's own transitions (docs/decisions.md).
 * Pure functions: no HTTP, no SQL.
 */

/** Datasets are seen and reviewed only by their own organization. */
export function assertSameOrganization(
  dataset: { organization_id: string },
  callerOrganizationId: string,
): void {
  if (dataset.organization_id !== callerOrganizationId) {
    throw new ForbiddenError('Dataset belongs to another organization')
  }
}

/** The organization's review: only pending datasets are reviewed. */
export function assertReviewable(dataset: { status: string }, action: 'accept' | 'reject'): void {
  if (dataset.status !== 'pending') {
    throw new StateConflictError(
      `Only pending datasets can be ${action}ed; this dataset is ${dataset.status}`,
    )
  }
}

/** Statuses the platform may move a dataset to, from each status (POST /admin/datasets/{id}/status). */
export const ADMIN_TRANSITIONS: Record<DatasetStatus, readonly DatasetStatus[]> = {
  pending: ['for_admin_review', 'discarded'],
  for_admin_review: ['pending', 'discarded'],
  rejected: ['for_admin_review', 'discarded'],
  discarded: ['for_admin_review'],
  // Accepted data may already feed training pipelines; superseded versions are history.
  accepted: [],
  superseded: [],
}

export function assertAdminTransition(from: DatasetStatus, to: DatasetStatus): void {
  if (!ADMIN_TRANSITIONS[from].includes(to)) {
    const allowed = ADMIN_TRANSITIONS[from]
    throw new StateConflictError(
      `A ${from} dataset cannot be moved to ${to}` +
        (allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' (it is final)'),
    )
  }
}

/** A new iteration version builds on the latest one unless that one is accepted (final). */
export function assertCanRegenerate(latestStatus: DatasetStatus): void {
  if (latestStatus === 'accepted') {
    throw new StateConflictError(
      'The latest version is accepted; accepted versions are final and are not regenerated',
    )
  }
}
