import type { AccessEnded, AccessEvents } from '../auth/access-events.ts'
import type { Caller } from '../common/caller.ts'

/** What the registry needs of an open connection. */
export interface OpenConnection {
  readonly caller: Caller
  /** Closes the connection because the key or session it was opened with no longer works. */
  endAccess(): void
}

export interface WsConnectionsOptions {
  /** Open connections allowed per API key, or per person across their sessions, in this process. */
  maxPerCaller: number
  /** Revocations, removals and sign-outs in this process: acted on at once. */
  events: AccessEvents
  /** Whether the key or session a connection was opened with still works (the database's word). */
  stillValid: (caller: Caller) => Promise<boolean>
  /** How often every open connection's key or session is checked again (other processes' revocations). */
  recheckMs: number
  log: { warn(obj: object, msg: string): void }
}

/** The budget a caller's connections and messages count against: its key, or the person. */
export function callerBudgetKey(caller: Caller): string {
  return caller.actor.kind === 'key' ? `key:${caller.actor.keyId}` : `user:${caller.actor.userId}`
}

/**
 * The open WebSocket connections of this process. It caps them per caller, and closes those
 * whose access ended: at once for a revocation, removal or sign-out in this process, and within
 * `recheckMs` for one made through another process, found by checking every distinct key and
 * session of the open connections against the database (docs/mecha-ws.md#limits).
 */
export class WsConnections {
  readonly #open = new Set<OpenConnection>()
  readonly #perCaller = new Map<string, number>()
  readonly #stopListening: () => void
  readonly #timer: NodeJS.Timeout
  #checking = false

  constructor(private readonly opts: WsConnectionsOptions) {
    this.#stopListening = opts.events.on((e) => this.#ended(e))
    this.#timer = setInterval(() => void this.#recheck(), opts.recheckMs).unref()
  }

  /** Whether the key or session of a caller still works (a ticket being redeemed, say). */
  stillValid(caller: Caller): Promise<boolean> {
    return this.opts.stillValid(caller)
  }

  get size(): number {
    return this.#open.size
  }

  /** Whether one more connection of this caller fits under the cap. */
  admits(caller: Caller): boolean {
    return (this.#perCaller.get(callerBudgetKey(caller)) ?? 0) < this.opts.maxPerCaller
  }

  add(c: OpenConnection): void {
    if (this.#open.has(c)) return
    this.#open.add(c)
    const k = callerBudgetKey(c.caller)
    this.#perCaller.set(k, (this.#perCaller.get(k) ?? 0) + 1)
  }

  remove(c: OpenConnection): void {
    if (!this.#open.delete(c)) return
    const k = callerBudgetKey(c.caller)
    const n = (this.#perCaller.get(k) ?? 1) - 1
    if (n > 0) this.#perCaller.set(k, n)
    else this.#perCaller.delete(k)
  }

  close(): void {
    clearInterval(this.#timer)
    this.#stopListening()
  }

  #ended(e: AccessEnded): void {
    for (const c of [...this.#open]) {
      const a = c.caller.actor
      const gone =
        e.type === 'key_revoked'
          ? a.kind === 'key' && a.keyId === e.keyId
          : e.type === 'session_ended'
            ? a.kind === 'user' && a.sessionId === e.sessionId
            : a.kind === 'user' && a.userId === e.userId
      if (gone) c.endAccess()
    }
  }

  async #recheck(): Promise<void> {
    if (this.#checking || this.#open.size === 0) return
    this.#checking = true
    try {
      // One look-up per distinct key or session, however many connections share it.
      const byCredential = new Map<string, OpenConnection[]>()
      for (const c of this.#open) {
        const a = c.caller.actor
        const k = a.kind === 'key' ? `key:${a.keyId}` : `session:${a.sessionId}`
        const list = byCredential.get(k)
        if (list) list.push(c)
        else byCredential.set(k, [c])
      }
      await Promise.all(
        [...byCredential.values()].map(async (conns) => {
          const valid = await this.opts.stillValid(conns[0]!.caller)
          if (!valid) for (const c of conns) c.endAccess()
        }),
      )
    } catch (err) {
      // The database not answering is no proof of revocation: keep the connections, say so.
      this.opts.log.warn({ err }, 'could not re-check the access of open WebSocket connections')
    } finally {
      this.#checking = false
    }
  }
}
