import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Caller } from '../common/caller.ts'

/** Browsers cannot set headers on a WebSocket request: they trade their key for a ticket first. */
export const TICKET_TTL_SECONDS = 30

export interface TicketStore {
  issue(caller: Caller): Promise<{ ticket: string; expiresAt: Date }>
  /** The caller the ticket was issued to, once; null when unknown, used or expired. */
  consume(ticket: string): Promise<Caller | null>
}

const newTicket = () => `wst_${randomBytes(24).toString('base64url')}`

/** One process: tickets in memory. */
export class MemoryTicketStore implements TicketStore {
  readonly #tickets = new Map<string, { caller: Caller; expires: number }>()

  async issue(caller: Caller) {
    const now = Date.now()
    for (const [t, v] of this.#tickets) if (v.expires < now) this.#tickets.delete(t)
    const ticket = newTicket()
    const expires = now + TICKET_TTL_SECONDS * 1000
    this.#tickets.set(ticket, { caller, expires })
    return { ticket, expiresAt: new Date(expires) }
  }

  async consume(ticket: string) {
    const v = this.#tickets.get(ticket)
    this.#tickets.delete(ticket)
    return v && v.expires >= Date.now() ? v.caller : null
  }
}

/** Several processes: a ticket issued by one is redeemed by another, once (GETDEL). */
export class RedisTicketStore implements TicketStore {
  constructor(private readonly redis: Redis) {}

  async issue(caller: Caller) {
    const ticket = newTicket()
    await this.redis.set(`hangar:wst:${ticket}`, JSON.stringify(caller), 'EX', TICKET_TTL_SECONDS)
    return { ticket, expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000) }
  }

  async consume(ticket: string) {
    const v = await this.redis.getdel(`hangar:wst:${ticket}`)
    return v ? (JSON.parse(v) as Caller) : null
  }
}
