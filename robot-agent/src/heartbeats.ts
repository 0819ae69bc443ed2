import type { HeartbeatMessage } from '@hangar/robot-protocol'

interface Beat {
  lastMs: number
  timeoutMs: number
  online: boolean
}

/**
 * What a robot knows of the service processes: when each last beat, and how long a silence means
 * it is gone (each process says so in its heartbeat). A process heard of only through a command
 * counts from that command, with `defaultTimeoutMs`, so one that dies before its first beat
 * arrives is still caught.
 */
export class HeartbeatWatch {
  readonly #beats = new Map<string, Beat>()

  /** @param defaultTimeoutMs for processes whose heartbeat has not arrived yet */
  constructor(readonly defaultTimeoutMs: number) {}

  beat(message: HeartbeatMessage, nowMs: number): void {
    this.#beats.set(message.processId, {
      lastMs: nowMs,
      timeoutMs: message.timeoutMs,
      online: message.online,
    })
  }

  /** A command from `processId` is a sign of life too. */
  heard(processId: string, nowMs: number): void {
    const beat = this.#beats.get(processId)
    if (beat) {
      beat.lastMs = Math.max(beat.lastMs, nowMs)
      beat.online = true
    } else this.#beats.set(processId, { lastMs: nowMs, timeoutMs: this.defaultTimeoutMs, online: true })
  }

  /** Why the process counts as gone at `nowMs`, or null while it is alive. */
  lost(processId: string, nowMs: number): string | null {
    const beat = this.#beats.get(processId)
    if (!beat) return null
    if (!beat.online) return `service process ${processId} went offline`
    const silent = nowMs - beat.lastMs
    return silent > beat.timeoutMs
      ? `service process ${processId} silent for ${silent} ms (heartbeat lost)`
      : null
  }

  /** Forgets processes gone for long (a service that restarts gets a new process id each time). */
  prune(nowMs: number, keepMs = 600_000): void {
    for (const [id, beat] of this.#beats) if (nowMs - beat.lastMs > keepMs) this.#beats.delete(id)
  }
}
