/**
 * How many WebSocket messages one caller (an API key, or a person across their sessions) may
 * send: a token bucket per caller in this process, refilled at `perSecond` and holding at most
 * two seconds' worth, so a burst passes and a flood is refused (docs/mecha-ws.md#limits).
 */
export class MessageBudget {
  readonly #buckets = new Map<string, { tokens: number; at: number }>()
  readonly #capacity: number

  constructor(
    readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#capacity = Math.max(1, perSecond * 2)
  }

  /** Takes one message from the caller's budget; false when it is spent. */
  take(caller: string): boolean {
    const now = this.now()
    let b = this.#buckets.get(caller)
    if (!b) {
      // Forget full buckets now and then; a caller seen again starts full anyway.
      if (this.#buckets.size > 10_000) this.#sweep(now)
      b = { tokens: this.#capacity, at: now }
      this.#buckets.set(caller, b)
    }
    b.tokens = Math.min(this.#capacity, b.tokens + ((now - b.at) * this.perSecond) / 1000)
    b.at = now
    if (b.tokens < 1) return false
    b.tokens -= 1
    return true
  }

  /** Milliseconds until the caller may send again. */
  retryAfterMs(caller: string): number {
    const b = this.#buckets.get(caller)
    if (!b || b.tokens >= 1) return 0
    return Math.ceil(((1 - b.tokens) * 1000) / this.perSecond)
  }

  #sweep(now: number): void {
    for (const [k, b] of this.#buckets)
      if (b.tokens + ((now - b.at) * this.perSecond) / 1000 >= this.#capacity) this.#buckets.delete(k)
  }
}
