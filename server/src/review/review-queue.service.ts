import { actorName, actorOf } from '../audit/actor.ts'
import { assertAllowed } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { NotFoundError } from '../common/errors.ts'
import { toDataset } from '../datasets/dataset.mapper.ts'
import { parseMetadataFilter } from '../datasets/metadata-filter.ts'
import type { Deps } from '../deps.ts'
import { isUniqueViolation } from '../storage/database-errors.ts'
import type { DatasetRow } from '../storage/tables.ts'
import type { Lease, LeasedDataset, ReviewNextBody } from './review.schema.ts'
import { claimByFunction, claimHead } from './review-claim.statement.ts'
import {
  dropLeasesOf,
  extendLease,
  hasLeaseRow,
  heldLease,
  type QueueFilter,
  queueHead,
  releaseLease,
  takeLease,
} from './review-lease.repository.ts'
import { LeaseEndedError, leaseEnd, oldestOf, tiersFor } from './review-queue.ts'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Claims of a dataset that lost to another claim before a lease was written: looked for again,
 * each time past the winner's committed lease (PostgreSQL; SQLite's claims run one at a time).
 */
const CLAIM_RETRIES = 10

/** The shared review queue (docs/review-queue.md): leases of pending datasets to reviewers. */
export class ReviewQueueService {
  constructor(private readonly deps: Deps) {}

  /**
   * The next pending dataset for the caller, leased to them; undefined when none is left. The
   * caller's own running lease comes back while its dataset still matches what they ask for;
   * otherwise it ends and the head of the queue is claimed.
   */
  async next(caller: Caller, body: ReviewNextBody | undefined): Promise<LeasedDataset | undefined> {
    assertAllowed(caller.role, 'review', 'review datasets')
    const f = body?.filter ?? {}
    const filter: QueueFilter = {
      organizationId: caller.organizationId,
      dataType: f.data_type,
      metadata: (f.metadata ?? []).map(parseMetadataFilter),
    }
    const tiers = tiersFor(f.verdict)
    const holder = holderOf(caller)
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.claim(filter, tiers, holder)
      } catch (err) {
        // Two claims of one holder at once (PostgreSQL): the second's lease meets the first's
        // (one lease per holder); asked again, it finds the first's and gives it back.
        if (attempt < 2 && isUniqueViolation(err)) continue
        throw err
      }
    }
  }

  private async claim(
    filter: QueueFilter,
    tiers: readonly (readonly DatasetRow['verdict'][])[],
    holder: string,
  ): Promise<LeasedDataset | undefined> {
    const { db, dialect } = this.deps
    const now = this.deps.clock.now()
    const until = iso(leaseEnd(now))
    if (dialect.rowLocks && filter.metadata.length === 0) {
      const got = await claimByFunction(db, filter, tiers, { holder, now: iso(now), until })
      return got && this.leased(got, got.lease_expires_at)
    }
    const held = await heldLease(db, filter, tiers.flat(), holder, iso(now))
    if (held) return this.leased(held, held.lease_expires_at)
    if (dialect.rowLocks) {
      for (let tries = 0; tries < CLAIM_RETRIES; tries++) {
        const row = await claimHead(db, filter, tiers, { holder, now: iso(now), until })
        if (!row) return undefined
        if (row.taken > 0) return this.leased(row, until)
      }
      return undefined
    }
    return db.transaction().execute(async (trx) => {
      await dropLeasesOf(trx, filter.organizationId, holder)
      for (const tier of tiers) {
        for (let tries = 0; tries < CLAIM_RETRIES; tries++) {
          const heads: DatasetRow[] = []
          for (const verdict of tier) {
            const head = await queueHead(trx, dialect, filter, verdict, iso(now))
            if (head) heads.push(head)
          }
          const pick = oldestOf(heads)
          if (!pick) break
          const lease = { datasetId: pick.id, organizationId: filter.organizationId, holder }
          if (await takeLease(trx, { ...lease, now: iso(now), until })) return this.leased(pick, until)
        }
      }
      return undefined
    })
  }

  /** Ends the caller's running lease on the dataset; NotFoundError when they hold none. */
  async release(caller: Caller, datasetId: string): Promise<void> {
    assertAllowed(caller.role, 'review', 'review datasets')
    const lease = { datasetId, organizationId: caller.organizationId, holder: holderOf(caller) }
    if (!(await releaseLease(this.deps.db, { ...lease, now: iso(this.deps.clock.now()) })))
      throw new NotFoundError('You hold no lease on this dataset')
  }

  /**
   * Runs the caller's lease on the dataset for another full lease from now. NotFoundError when
   * they hold none on it (never had one, released it, another took it over, another
   * organization's dataset); LeaseEndedError when theirs ran out or the dataset was decided.
   */
  async renew(caller: Caller, datasetId: string): Promise<Lease> {
    assertAllowed(caller.role, 'review', 'review datasets')
    const now = this.deps.clock.now()
    const lease = { datasetId, organizationId: caller.organizationId, holder: holderOf(caller) }
    const until = iso(leaseEnd(now))
    if (await extendLease(this.deps.db, { ...lease, now: iso(now), until })) return { expires_at: until }
    if (await hasLeaseRow(this.deps.db, lease))
      throw new LeaseEndedError(
        'Your lease on this dataset has ended (it ran out, or the dataset was decided)',
      )
    throw new NotFoundError('You hold no lease on this dataset')
  }

  private leased(row: DatasetRow, expiresAt: string): LeasedDataset {
    return { ...toDataset(row, this.deps.dialect, this.deps.blobs), lease: { expires_at: expiresAt } }
  }
}

/** Who holds a lease: the person, whatever their session, or the API key. */
function holderOf(caller: Caller): string {
  return actorName(actorOf(caller))
}
