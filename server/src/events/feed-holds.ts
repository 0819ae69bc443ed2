import type { Caller } from '../common/caller.ts'
import { TooManyAttemptsError } from '../common/errors.ts'
import { callerBudgetKey } from '../mecha-control/ws-connections.ts'

/** Limits on feed requests held open in one process (docs/events.md#open-streams). */
export interface FeedHoldLimits {
  /** Per API key, or per person across their sessions (EVENT_STREAMS_MAX_PER_CALLER, default 20). */
  perCaller: number
  /** Per organization, all its keys and people together (EVENT_STREAMS_MAX_PER_ORGANIZATION, default 200). */
  perOrganization: number
}

/**
 * How long a refused caller is told to wait: a place frees when one of its streams closes or
 * one of its long polls answers, which this process cannot foresee; a few seconds keep a
 * reconnecting client from hammering, and a long poll waits at most 60 s anyway.
 */
export const HELD_RETRY_AFTER_SECONDS = 5

/**
 * Counts the feed requests this process holds open — streams, and long polls while they wait —
 * per caller and per organization, and refuses one more past either limit with 429. The rate
 * limit counts requests, not how long they stay: without this one key could hold thousands of
 * connections, each woken (and reading the database) at every commit of its organization.
 */
export class FeedHolds {
  readonly #perCaller = new Map<string, number>()
  readonly #perOrganization = new Map<string, number>()
  #size = 0

  constructor(private readonly limits: FeedHoldLimits) {}

  /** Requests held now. */
  get size(): number {
    return this.#size
  }

  /**
   * Takes a place for one held request of `caller`, or throws TooManyAttemptsError (429, with
   * Retry-After) when the caller or its organization has none left. Answers the function that
   * gives the place back; calling it again does nothing.
   */
  take(caller: Caller): () => void {
    const who = callerBudgetKey(caller)
    const org = caller.organizationId
    if ((this.#perCaller.get(who) ?? 0) >= this.limits.perCaller)
      throw new TooManyAttemptsError(
        `Too many open event streams and waiting requests: at most ${this.limits.perCaller} per API key or person; close one or retry in ${HELD_RETRY_AFTER_SECONDS} s`,
        HELD_RETRY_AFTER_SECONDS,
      )
    if ((this.#perOrganization.get(org) ?? 0) >= this.limits.perOrganization)
      throw new TooManyAttemptsError(
        `Too many open event streams and waiting requests: at most ${this.limits.perOrganization} per organization; close one or retry in ${HELD_RETRY_AFTER_SECONDS} s`,
        HELD_RETRY_AFTER_SECONDS,
      )
    add(this.#perCaller, who, 1)
    add(this.#perOrganization, org, 1)
    this.#size++
    let held = true
    return () => {
      if (!held) return
      held = false
      add(this.#perCaller, who, -1)
      add(this.#perOrganization, org, -1)
      this.#size--
    }
  }
}

function add(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by
  if (n > 0) counts.set(key, n)
  else counts.delete(key)
}
