import { randomUUID } from 'node:crypto'
import type { Deps } from '../deps.ts'
import {
  deleteClaim,
  findKey,
  insertClaim,
  type KeyRow,
  type NewClaim,
  storeAnswer,
  sweepKeys,
  takeOverClaim,
} from './idempotency.repository.ts'
import {
  IDEMPOTENCY_CLAIM_LEASE_MS,
  IDEMPOTENCY_KEY_TTL_MS,
  type KeyOutcome,
  type KeyScope,
  type StoredAnswer,
} from './idempotency-key.ts'
import { keyDigest, openAnswer, sealAnswer } from './sealed-answer.ts'

const isoTime = (ms: number) => new Date(ms).toISOString()

/** Attempts at taking a key that keeps changing under us (released, taken over) before giving up. */
const MAX_ROUNDS = 3

/**
 * Idempotency keys kept in the database (docs/idempotency.md), so every process sees the same
 * ones: the first request with a key takes it atomically, runs, and leaves its answer; later
 * requests with the key get that answer, or 409 while it runs, or 422 for another request.
 */
export class IdempotencyService {
  constructor(private readonly deps: Pick<Deps, 'db' | 'clock'>) {}

  /**
   * What a request with `scope`'s key and this fingerprint is to do. The row is read first, so a
   * replay costs one read by primary key (no write); a key nobody holds is then taken by the
   * insert, which only one request can win — a loser reads the winner's row on the next round.
   */
  async begin(scope: KeyScope, fingerprint: string): Promise<KeyOutcome> {
    const { db, clock } = this.deps
    const ref = rowOf(scope)
    for (let round = 0; round <= MAX_ROUNDS; round++) {
      const now = clock.now()
      const row = await findKey(db, ref)
      if (!row) {
        const claim = newClaim(fingerprint, now)
        if (await insertClaim(db, ref, claim)) return { kind: 'claimed', claim: claim.claim }
        continue
      }
      const expired = Date.parse(row.expires_at) <= now
      if (!expired && row.fingerprint !== fingerprint) return { kind: 'mismatch' }
      if (!expired && row.status !== null)
        return { kind: 'replay', answer: { status: row.status, ...openAnswer(scope, row.answer ?? '') } }
      const abandoned = row.status === null && Date.parse(row.locked_until) <= now
      if (!expired && !abandoned) return { kind: 'in-flight' }
      const claim = newClaim(fingerprint, now)
      if (await takeOverClaim(db, ref, row.claim, claim)) return { kind: 'claimed', claim: claim.claim }
    }
    // The row kept changing under us (taken, given back, taken over): as good as running.
    return { kind: 'in-flight' }
  }

  /** Keeps the answer of the request that claimed the key. */
  async finish(scope: KeyScope, claim: string, answer: StoredAnswer): Promise<void> {
    await storeAnswer(this.deps.db, rowOf(scope), claim, {
      status: answer.status,
      sealed: sealAnswer(scope, answer),
    })
  }

  /** Gives the key back unanswered: the next request with it runs afresh. */
  async release(scope: KeyScope, claim: string): Promise<void> {
    await deleteClaim(this.deps.db, rowOf(scope), claim)
  }

  /** Deletes keys past their 24 hours; run hourly with the other sweeps (app.ts). */
  sweep(): Promise<number> {
    return sweepKeys(this.deps.db, isoTime(this.deps.clock.now()))
  }
}

/** A request's hold on a key: held for the lease, the key kept for 24 hours. */
function newClaim(fingerprint: string, now: number): NewClaim {
  return {
    fingerprint,
    claim: randomUUID(),
    now: isoTime(now),
    lockedUntil: isoTime(now + IDEMPOTENCY_CLAIM_LEASE_MS),
    expiresAt: isoTime(now + IDEMPOTENCY_KEY_TTL_MS),
  }
}

/** The row of a key: the key itself stays with the request (sealed-answer.ts). */
function rowOf(scope: KeyScope): KeyRow {
  return {
    organizationId: scope.organizationId,
    credential: scope.credential,
    keyDigest: keyDigest(scope.key),
  }
}
