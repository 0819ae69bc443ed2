import type { AckMessage } from '@hangar/robot-protocol'

/**
 * The command ids a robot has seen, with the answer it gave, so a repeated command (a retry by
 * the service or a client, a QoS 1 redelivery) is answered again and never run twice. Entries
 * outlive their deadline by `graceMs`: a repeat that late is dropped as expired anyway. The oldest
 * entries go first past `capacity`.
 */
export class CommandMemory {
  readonly #seen = new Map<string, { ack: AckMessage | null; until: number }>()

  /**
   * @param capacity default 10,000 ids
   * @param graceMs default 60 s past each deadline
   */
  constructor(
    readonly capacity = 10_000,
    readonly graceMs = 60_000,
  ) {}

  /** The first answer to a command id, null for one seen but not answered (dropped), undefined if new. */
  recall(commandId: string, nowMs: number): AckMessage | null | undefined {
    const entry = this.#seen.get(commandId)
    if (!entry) return undefined
    if (entry.until < nowMs) {
      this.#seen.delete(commandId)
      return undefined
    }
    return entry.ack
  }

  remember(commandId: string, ack: AckMessage | null, deadlineMs: number, nowMs: number): void {
    this.#seen.set(commandId, { ack, until: Math.max(deadlineMs, nowMs) + this.graceMs })
    if (this.#seen.size > this.capacity) this.#seen.delete(this.#seen.keys().next().value!)
  }
}
