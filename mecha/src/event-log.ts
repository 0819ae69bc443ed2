import type { MechaEvent } from './mecha-event.schema.ts'

/** Events after a given seq, and whether they are all of them. */
export interface EventsSince {
  events: MechaEvent[]
  /**
   * False when events newer than the asked seq were already dropped from the buffer, or the
   * seq is newer than any issued (the service restarted): the client should re-read the
   * status instead of replaying.
   */
  complete: boolean
  /** The newest seq issued so far for this mecha (0 before any event). */
  last_seq: number
}

/**
 * A bounded replay buffer for one mecha. Telemetry is not kept: it is superseded by the next
 * sample and by the status, and would push out the events a reconnecting client cares about.
 */
export class EventLog {
  readonly #buffer: MechaEvent[] = []
  #lastSeq = 0
  // Highest seq that was evicted; anything a client asks for at or before it is lost.
  #evictedUpTo = 0

  /** @param capacity events kept; default 256 */
  constructor(readonly capacity = 256) {}

  /** The seq the next event gets. */
  nextSeq(): number {
    this.#lastSeq += 1
    return this.#lastSeq
  }

  /** Keeps an event for replay (telemetry is ignored). */
  record(e: MechaEvent): void {
    if (e.type === 'telemetry') return
    this.#buffer.push(e)
    if (this.#buffer.length > this.capacity) this.#evictedUpTo = this.#buffer.shift()!.seq
  }

  /** Stored events with seq > afterSeq, oldest first. */
  since(afterSeq: number): EventsSince {
    return {
      events: this.#buffer.filter((e) => e.seq > afterSeq),
      // A seq beyond the last one issued comes from before a restart: nothing here continues it.
      complete: afterSeq >= this.#evictedUpTo && afterSeq <= this.#lastSeq,
      last_seq: this.#lastSeq,
    }
  }
}
