import type { AccessChange, AccessEvents } from '../auth/access-events.ts'
import type { Caller } from '../common/caller.ts'

/** What the registry needs of an open connection. */
export interface OpenConnection {
  /** Who it acts for, with the role it holds now (changed by `roleChanged`). */
  readonly caller: Caller
  /** Closes the connection because the key or session it was opened with no longer works. */
  endAccess(): void
  /** The person's role changed: from now on the connection acts with it, and gives up what it may not do. */
  roleChanged(role: Caller['role']): void
}

export interface WsConnectionsOptions {
  /** Open connections allowed per API key, or per person across their sessions, in this process. */
  maxPerCaller: number
  /** Revocations, removals, sign-outs and role changes in this process: acted on at once. */
  events: AccessEvents
  /**
   * The role the key or session a connection was opened with holds now, or null when it no
   * longer works (the database's word).
   */
  currentRole: (caller: Caller) => Promise<Caller['role'] | null>
  /** How often every open connection's access is read again (other processes' changes). */
  recheckMs: number
  log: { warn(obj: object, msg: string): void }
}

/** The budget a caller's connections and messages count against: its key, or the person. */
export function callerBudgetKey(caller: Caller): string {
  return caller.actor.kind === 'key' ? `key:${caller.actor.keyId}` : `user:${caller.actor.userId}`
}

/**
 * The open WebSocket connections of this process. It caps them per caller, closes those whose
 * access ended and tells those whose person's role changed: at once for a revocation, removal,
 * sign-out or role change in this process, and within `recheckMs` for one made through another
 * process, found by reading the access of every distinct key and session of the open
 * connections from the database (docs/mecha-ws.md#access). A connection never trusts a copy of
 * a role taken when it opened.
 */
export class WsConnections {
  readonly #open = new Set<OpenConnection>()
  readonly #perCaller = new Map<string, number>()
  readonly #stopListening: () => void
  readonly #timer: NodeJS.Timeout
  #checking = false
  /** Counts access changes announced in this process, so a recheck that overlapped one is not applied. */
  #announced = 0

  constructor(private readonly opts: WsConnectionsOptions) {
    this.#stopListening = opts.events.on((e) => this.#changed(e))
    this.#timer = setInterval(() => void this.#recheck(), opts.recheckMs).unref()
  }

  /**
   * The caller as it stands now — its current role — or null when its key or session no longer
   * works (a ticket being redeemed: it acts with the role at redemption, not at minting).
   */
  async current(caller: Caller): Promise<Caller | null> {
    const role = await this.opts.currentRole(caller)
    return role === null ? null : { ...caller, role }
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

  #changed(e: AccessChange): void {
    this.#announced++
    for (const c of [...this.#open]) {
      const a = c.caller.actor
      if (e.type === 'role_changed') {
        if (a.kind === 'user' && a.userId === e.userId && c.caller.role !== e.role) c.roleChanged(e.role)
        continue
      }
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
    const announced = this.#announced
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
          const role = await this.opts.currentRole(conns[0]!.caller)
          for (const c of conns) {
            if (role === null) c.endAccess()
            // A role read before a change announced meanwhile is older than what the connection holds.
            else if (role !== c.caller.role && this.#announced === announced) c.roleChanged(role)
          }
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
