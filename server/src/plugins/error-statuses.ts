import { MechaNotFoundError, MechaStateError, MechaValidationError } from '@hangar/mecha'
import {
  AlreadyExistsError,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  StateConflictError,
  TooLargeError,
  TooManyAttemptsError,
  UnauthenticatedError,
} from '../common/errors.ts'
import { DecisionConflictError } from '../decisions/decision.ts'
import { StorageUnavailableError } from '../files/blob-store.ts'
import { BrokerUnavailableError, NoAcknowledgementError } from '../mecha-backend/backend-errors.ts'
import { LeaseEndedError } from '../review/review-queue.ts'

/** An error as the caller receives it: status, `{"detail"}` sentence and extra headers. */
export interface ErrorReply {
  status: number
  detail: string
  headers: Record<string, string>
}

// biome-ignore lint/suspicious/noExplicitAny: any error class, whatever its constructor takes
type ErrorClass = abstract new (...args: any[]) => Error

const RETRY_SHORTLY = { 'retry-after': '1' }
const RETRY_AFTER = (err: Error) => ({
  'retry-after': String((err as TooManyAttemptsError).retryAfterSeconds),
})

/**
 * Every error a domain raises and the HTTP status it answers with: the one place that knows
 * both, used for HTTP responses and WebSocket error messages alike. The first class the error
 * is an instance of wins. Order of checks and wording: docs/decisions.md and docs/mecha.md.
 */
const STATUSES: ReadonlyArray<
  readonly [ErrorClass, number, (Record<string, string> | ((err: Error) => Record<string, string>))?]
> = [
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [AlreadyExistsError, 409],
  // A reopen of an undecided dataset, a bulk decision whose count changed (docs/review-workflow.md).
  [DecisionConflictError, 409],
  // The shared review queue: renewing a lease that ran out or whose dataset was decided.
  [LeaseEndedError, 409],
  [GoneError, 410],
  [TooLargeError, 413],
  [InvalidInputError, 422],
  [StateConflictError, 422],
  [TooManyAttemptsError, 429, RETRY_AFTER],
  // The mecha domain (@hangar/mecha): shape and range 400, unknown 404, state 422.
  [MechaValidationError, 400],
  [MechaNotFoundError, 404],
  [MechaStateError, 422],
  // The robot gateway: no broker (retry shortly), no acknowledgement in time.
  [BrokerUnavailableError, 503, RETRY_SHORTLY],
  [NoAcknowledgementError, 504],
  // The file store (an S3 bucket, the blob folder) cannot be reached: retry shortly.
  [StorageUnavailableError, 503, RETRY_SHORTLY],
]

/** The reply for an error a domain raised, or undefined for anything else (a bug: 500). */
export function errorReply(err: unknown): ErrorReply | undefined {
  if (!(err instanceof Error)) return undefined
  const entry = STATUSES.find(([kind]) => err instanceof kind)
  if (!entry) return undefined
  const [, status, headers = {}] = entry
  const detail = 'detail' in err && typeof err.detail === 'string' ? err.detail : err.message
  return { status, detail, headers: typeof headers === 'function' ? headers(err) : headers }
}
