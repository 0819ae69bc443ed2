/** What the slots need of a claimed delivery. */
export interface Slotted {
  endpoint_id: string
  organization_id: string
}

export interface SlotLimits {
  /** Attempts in flight in the process, at most… */
  maxInFlight: number
  /** …for one endpoint… */
  maxInFlightPerEndpoint: number
  /** …and for one organization. */
  maxInFlightPerOrganization: number
  /**
   * An endpoint that answered its last attempt quickly may hold this many times its share
   * (claimed and waiting here, besides those in flight): the next attempt starts the moment one
   * ends, not after a claim's round trips to the database.
   */
  ahead: number
}

/** An answer in this time, 2xx, makes an endpoint fast: worth claiming ahead for. */
export const FAST_ANSWER_MS = 1000

/**
 * The deliverer's bookkeeping of claimed deliveries, in one process (docs/events.md#webhooks):
 * how many each endpoint and organization has in flight and waiting, how many more a claim may
 * take, and which waiting one starts next.
 *
 * The in-flight limits are the fairness rules (one slow endpoint, or one organization's, never
 * holds every slot). Waiting deliveries are held by their lease like those in flight; only an
 * endpoint whose last attempt was a quick success is claimed ahead for, so a hanging one holds
 * no more leases than its share. Waiting ones start oldest claim first, whichever endpoint they
 * are for, as the in-flight limits allow.
 */
export class DeliverySlots<T extends Slotted> {
  readonly #inFlight = new Map<string, number>()
  readonly #inFlightOrg = new Map<string, number>()
  /**
   * Claimed and not settled — waiting, in flight, or answered and not yet recorded (its lease is
   * held until its record commits) — per endpoint, per organization and in all.
   */
  readonly #held = new Map<string, number>()
  readonly #heldOrg = new Map<string, number>()
  #heldAll = 0
  readonly #waiting: T[] = []
  readonly #fast = new Set<string>()
  #sending = 0

  constructor(private readonly limits: SlotLimits) {}

  /** Attempts in flight in the process. */
  get sending(): number {
    return this.#sending
  }

  /** Claimed deliveries waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length
  }

  /** Whether any claimed delivery of the endpoint is in flight or waiting. */
  holds(endpointId: string): boolean {
    return this.#held.has(endpointId)
  }

  /**
   * How many more deliveries the process may claim now. Answered ones count until recorded: the
   * records keep pace with the answers, or claims stop.
   */
  room(): number {
    return this.limits.maxInFlight * this.limits.ahead - this.#heldAll
  }

  /** The most one endpoint may hold: its share, times `ahead` when it answers quickly. */
  #endpointCap(endpointId: string): number {
    return this.limits.maxInFlightPerEndpoint * (this.#fast.has(endpointId) ? this.limits.ahead : 1)
  }

  #orgCap(): number {
    return this.limits.maxInFlightPerOrganization * this.limits.ahead
  }

  /** Endpoints that may hold no more: a claim leaves them out. */
  fullEndpoints(): string[] {
    return [...this.#held].filter(([id, n]) => n >= this.#endpointCap(id)).map(([id]) => id)
  }

  /** Organizations that may hold no more. */
  fullOrganizations(): string[] {
    return [...this.#heldOrg].filter(([, n]) => n >= this.#orgCap()).map(([id]) => id)
  }

  /**
   * How many of an endpoint's due deliveries a claim may take, given what the same claim took
   * already in all (`taken`) and for the endpoint's organization (`takenOrg`).
   */
  claimable(endpointId: string, organizationId: string, taken: number, takenOrg: number): number {
    return Math.max(
      0,
      Math.min(
        this.#endpointCap(endpointId) - (this.#held.get(endpointId) ?? 0),
        this.#orgCap() - (this.#heldOrg.get(organizationId) ?? 0) - takenOrg,
        this.room() - taken,
      ),
    )
  }

  /** Claimed deliveries, to wait for a slot. */
  add(claimed: readonly T[]): void {
    for (const d of claimed) {
      this.#waiting.push(d)
      this.#hold(d, 1)
    }
  }

  /** The oldest waiting delivery the in-flight limits let start, now in flight; or none. */
  next(): T | undefined {
    const { maxInFlight, maxInFlightPerEndpoint, maxInFlightPerOrganization } = this.limits
    if (this.#sending >= maxInFlight) return undefined
    const i = this.#waiting.findIndex(
      (d) =>
        (this.#inFlight.get(d.endpoint_id) ?? 0) < maxInFlightPerEndpoint &&
        (this.#inFlightOrg.get(d.organization_id) ?? 0) < maxInFlightPerOrganization,
    )
    if (i < 0) return undefined
    const [d] = this.#waiting.splice(i, 1)
    this.#fly(d!, 1)
    return d
  }

  /**
   * An attempt ended (answered or not): its slot is free; its answer says whether to claim ahead.
   * It stays held until `settled`.
   */
  ended(d: T, answer: { ok: boolean; durationMs: number }): void {
    this.#fly(d, -1)
    if (answer.ok && answer.durationMs < FAST_ANSWER_MS) this.#fast.add(d.endpoint_id)
    else this.#fast.delete(d.endpoint_id)
  }

  /** An ended attempt's record is written (or could not be): the delivery is no longer held. */
  settled(d: T): void {
    this.#hold(d, -1)
  }

  /** A delivery taken by `next` and not attempted (its lease could not be kept): no longer held. */
  dropped(d: T): void {
    this.#fly(d, -1)
    this.#hold(d, -1)
  }

  /** Every waiting delivery, no longer held (the deliverer stops). */
  drain(): T[] {
    const all = this.#waiting.splice(0)
    for (const d of all) this.#hold(d, -1)
    return all
  }

  /** In flight (1) or no longer (-1): its endpoint's, its organization's and the process's counts. */
  #fly(d: T, by: 1 | -1): void {
    count(this.#inFlight, d.endpoint_id, by)
    count(this.#inFlightOrg, d.organization_id, by)
    this.#sending += by
  }

  /** Held (1) or no longer (-1), likewise. */
  #hold(d: T, by: 1 | -1): void {
    count(this.#held, d.endpoint_id, by)
    count(this.#heldOrg, d.organization_id, by)
    this.#heldAll += by
  }
}

/** Adds `by` to a count, forgetting it at zero. */
function count(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by
  if (n > 0) counts.set(key, n)
  else counts.delete(key)
}
