import { EventEmitter } from 'node:events'
import type { Role } from './roles.ts'

/**
 * Access that ended or changed, announced in this process so long-lived connections (the mecha
 * WebSocket) act on it at once: close the ones that depended on ended access, take from the
 * others what a new role may not do. Other processes learn of it by reading the caller's access
 * again by id (`WsConnections`' recheck); the database is the truth.
 */
export type AccessChange =
  | { type: 'session_ended'; sessionId: string; userId: string }
  | { type: 'user_removed'; userId: string; organizationId: string }
  | { type: 'key_revoked'; keyId: string; organizationId: string }
  | { type: 'role_changed'; userId: string; organizationId: string; role: Role }

export class AccessEvents {
  readonly #emitter = new EventEmitter().setMaxListeners(0)

  emit(e: AccessChange): void {
    this.#emitter.emit('changed', e)
  }

  /** Returns a function that stops listening. */
  on(listener: (e: AccessChange) => void): () => void {
    this.#emitter.on('changed', listener)
    return () => this.#emitter.off('changed', listener)
  }
}
