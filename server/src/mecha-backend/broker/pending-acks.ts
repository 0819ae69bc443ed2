import type { AckMessage } from '@hangar/robot-protocol'

interface Waiting {
  resolve: (ack: AckMessage) => void
  reject: (err: Error) => void
  timer: NodeJS.Timeout
}

/** Commands sent and not yet acknowledged, by command id; each waits at most its timeout. */
export class PendingAcks {
  readonly #waiting = new Map<string, Waiting>()

  /** Resolves with the robot's acknowledgement, or rejects with `onTimeout()` after `timeoutMs`. */
  wait(commandId: string, timeoutMs: number, onTimeout: () => Error): Promise<AckMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(commandId)
        reject(onTimeout())
      }, timeoutMs)
      this.#waiting.set(commandId, { resolve, reject, timer })
    })
  }

  /** Hands an acknowledgement to its waiter; false when nobody waits (late, or another's). */
  settle(ack: AckMessage): boolean {
    const w = this.#waiting.get(ack.commandId)
    if (!w) return false
    this.#waiting.delete(ack.commandId)
    clearTimeout(w.timer)
    w.resolve(ack)
    return true
  }

  /** Fails one waiter (its command could not be sent). */
  fail(commandId: string, err: Error): void {
    const w = this.#waiting.get(commandId)
    if (!w) return
    this.#waiting.delete(commandId)
    clearTimeout(w.timer)
    w.reject(err)
  }

  /** Fails every waiter (the service is closing). */
  failAll(err: Error): void {
    for (const w of this.#waiting.values()) {
      clearTimeout(w.timer)
      w.reject(err)
    }
    this.#waiting.clear()
  }
}
