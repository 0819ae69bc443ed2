import { EventEmitter } from 'node:events'

/**
 * Access that ended, announced in this process so long-lived connections (the mecha
 * WebSocket) can close the ones that depended on it. Other processes learn of it by checking
 * the caller again by id (`PeopleService.stillValid`); the database is the truth.
 */
export type AccessEnded =
  | { type: 'session_ended'; sessionId: string; userId: string }
  | { type: 'user_removed'; userId: string; organizationId: string }
  | { type: 'key_revoked'; keyId: string; organizationId: string }

export class AccessEvents {
  readonly #emitter = new EventEmitter().setMaxListeners(0)

  emit(e: AccessEnded): void {
    this.#emitter.emit('ended', e)
  }

  /** Returns a function that stops listening. */
  on(listener: (e: AccessEnded) => void): () => void {
    this.#emitter.on('ended', listener)
    return () => this.#emitter.off('ended', listener)
  }
}
