import { isoTime } from './clock.ts'
import type { ErrorCondition } from './mecha.schema.ts'

/** Cleared conditions kept for `recent_errors`. */
export const RECENT_ERRORS = 10

/** The error conditions of one mecha: the active ones, and the recently cleared ones for diagnostics. */
export class ErrorConditions {
  #all: ErrorCondition[] = []

  active(): ErrorCondition[] {
    return this.#all.filter((c) => c.cleared_at === null)
  }

  isActive(code: string): boolean {
    return this.#all.some((c) => c.code === code && c.cleared_at === null)
  }

  /** The last RECENT_ERRORS (10) conditions, active or cleared, oldest first. */
  recent(): ErrorCondition[] {
    return this.#all.slice(-RECENT_ERRORS)
  }

  /** Records a new active condition; null when one with this code is already active. */
  raise(code: string, message: string, atMs: number): ErrorCondition | null {
    if (this.isActive(code)) return null
    const condition: ErrorCondition = { code, message, raised_at: isoTime(atMs), cleared_at: null }
    this.#all.push(condition)
    return condition
  }

  /** Clears the active condition with this code; returns it, or null when none was active. */
  clear(code: string, atMs: number): ErrorCondition | null {
    const condition = this.#all.find((c) => c.code === code && c.cleared_at === null)
    if (!condition) return null
    condition.cleared_at = isoTime(atMs)
    // Keep every active condition, and only the recent cleared ones.
    const keep = new Set([
      ...this.active(),
      ...this.#all.filter((c) => c.cleared_at !== null).slice(-RECENT_ERRORS),
    ])
    this.#all = this.#all.filter((c) => keep.has(c))
    return condition
  }
}
