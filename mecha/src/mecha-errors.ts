/**
 * Errors the HTTP layer maps to statuses by class (or by `status`); `detail` is the human
 * message for the `{"detail": ...}` body. Order of checks in the domain: unknown mecha (404),
 * then request shape and range (400), then state conflicts (422) — see docs/mecha.md.
 */
export abstract class MechaError extends Error {
  abstract readonly status: 400 | 404 | 422
  /** Same text as `message`, named like the HTTP error body field. */
  get detail(): string {
    return this.message
  }
}

/** 400: the request itself is wrong whatever the mecha's state (speed, waypoints, range, unclimbable stairs, unknown mode). */
export class MechaValidationError extends MechaError {
  override readonly name = 'MechaValidationError'
  readonly status = 400 as const
}

/** 422: the request is well formed but the mecha's state, model, mode or control lease forbids it now. */
export class MechaStateError extends MechaError {
  override readonly name = 'MechaStateError'
  readonly status = 422 as const
}

/** 404: no mecha with this id is registered in the fleet. */
export class MechaNotFoundError extends MechaError {
  override readonly name = 'MechaNotFoundError'
  readonly status = 404 as const
  constructor(readonly mechaId: string) {
    super(`mecha ${mechaId} not found`)
  }
}
