import { MechaStateError } from './mecha-errors.ts'

/** Default time a controller may stay silent before its lease expires (and the dead-man stops the mecha). */
export const DEFAULT_LEASE_TTL_MS = 10_000

/** Who controls a mecha, and until when unless renewed. */
export interface Lease {
  holder: string
  expiresAtMs: number
  ttlMs: number
}

/**
 * One controller at a time per mecha. The table only stores and checks; expiry (and the
 * dead-man stop it triggers) is run by the fleet when time advances.
 */
export class LeaseTable {
  readonly #leases = new Map<string, Lease>()

  get(mechaId: string): Lease | undefined {
    return this.#leases.get(mechaId)
  }

  /**
   * Takes the lease, or renews it for the same holder.
   * @param ttlMs default DEFAULT_LEASE_TTL_MS (10 s)
   * @throws MechaStateError while someone else holds an unexpired lease
   */
  acquire(mechaId: string, holder: string, nowMs: number, ttlMs = DEFAULT_LEASE_TTL_MS): Lease {
    if (!(ttlMs > 0)) throw new RangeError(`lease ttl must be > 0 ms, got ${ttlMs}`)
    const current = this.#leases.get(mechaId)
    if (current && current.holder !== holder && current.expiresAtMs > nowMs)
      throw new MechaStateError(heldBy(mechaId, current))
    const lease = { holder, expiresAtMs: nowMs + ttlMs, ttlMs }
    this.#leases.set(mechaId, lease)
    return lease
  }

  /**
   * Extends the holder's lease by its ttl from now.
   * @throws MechaStateError when `holder` does not hold the lease
   */
  renew(mechaId: string, holder: string, nowMs: number): Lease {
    const current = this.#leases.get(mechaId)
    if (!current || current.holder !== holder)
      throw new MechaStateError(
        current ? heldBy(mechaId, current) : `${holder} holds no control lease on mecha ${mechaId}`,
      )
    current.expiresAtMs = nowMs + current.ttlMs
    return current
  }

  /**
   * Gives the lease up; returns false when there was none.
   * @throws MechaStateError when someone else holds it
   */
  release(mechaId: string, holder: string): boolean {
    const current = this.#leases.get(mechaId)
    if (!current) return false
    if (current.holder !== holder) throw new MechaStateError(heldBy(mechaId, current))
    return this.#leases.delete(mechaId)
  }

  /** Removes whatever lease there is (expiry, dead-man, unregistering). */
  drop(mechaId: string): Lease | undefined {
    const current = this.#leases.get(mechaId)
    this.#leases.delete(mechaId)
    return current
  }
}

/** The 422 detail naming who controls a mecha. */
export function heldBy(mechaId: string, lease: Lease): string {
  return `mecha ${mechaId} is controlled by ${lease.holder} (lease until ${new Date(lease.expiresAtMs).toISOString()})`
}
