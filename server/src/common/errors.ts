/**
 * The service's errors, in the domain's words: each class says what kind of refusal it is,
 * never an HTTP status. `plugins/error-statuses.ts` maps each kind to its status, in one table,
 * for HTTP responses and WebSocket error messages alike (docs/conventions.md). The message is
 * the sentence the caller reads as `detail`.
 */
export abstract class DomainError extends Error {
  /** Same text as `message`, named like the error body's field. */
  get detail(): string {
    return this.message
  }
}

/** No valid credentials came with the request. */
export class UnauthenticatedError extends DomainError {
  override readonly name: string = 'UnauthenticatedError'
}

/** The caller may not do this: another organization's resource, or a link that is no longer good. */
export class ForbiddenError extends DomainError {
  override readonly name: string = 'ForbiddenError'
}

/** Nothing with this id (or nothing the caller may know about). */
export class NotFoundError extends DomainError {
  override readonly name: string = 'NotFoundError'
}

/** The thing is already there and may not be replaced (stored files are immutable). */
export class AlreadyExistsError extends DomainError {
  override readonly name: string = 'AlreadyExistsError'
}

/** What the request points at is no longer kept: an event cursor older than the retention. */
export class GoneError extends DomainError {
  override readonly name: string = 'GoneError'
}

/** More bytes than the configured limit. */
export class TooLargeError extends DomainError {
  override readonly name: string = 'TooLargeError'
}

/** Input the request schema cannot check is wrong: a malformed filter, a file never uploaded. */
export class InvalidInputError extends DomainError {
  override readonly name: string = 'InvalidInputError'
}

/** The input is fine but the current state forbids it: a dataset no longer pending, a final version. */
export class StateConflictError extends DomainError {
  override readonly name: string = 'StateConflictError'
}

/** Too many attempts in a window (sign-in); the caller may try again after `retryAfterSeconds`. */
export class TooManyAttemptsError extends DomainError {
  override readonly name: string = 'TooManyAttemptsError'

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}
