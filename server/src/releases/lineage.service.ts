import { randomUUID } from 'node:crypto'
import { type Actor, actorName } from '../audit/actor.ts'
import { assertAllowed, type Role } from '../auth/roles.ts'
import { InvalidInputError, NotFoundError } from '../common/errors.ts'
import { findDataset } from '../datasets/dataset.repository.ts'
import { assertSameOrganization } from '../datasets/transitions.ts'
import type { DecisionHook } from '../decisions/decision-hooks.ts'
import type { Deps } from '../deps.ts'
import { appendEvents } from '../events/event.repository.ts'
import type { ReleaseConsumerTable } from '../storage/tables.ts'
import type { Consumer, CreateConsumerInput, Lineage } from './lineage.schema.ts'
import type { ReleaseService } from './release.service.ts'
import {
  consumersOf,
  insertConsumer,
  recallsOf,
  recordRecalls,
  releasesHolding,
} from './release-lineage.repository.ts'

/** Schemes a browser would run or inline: never a training run's address. */
const REFUSED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file'])

/**
 * Lineage of releases (docs/releases.md#lineage-and-recall): who read a release (its consumers),
 * which releases hold a dataset, and the recall a decision makes of a released dataset.
 */
export class ReleaseLineage {
  constructor(
    private readonly deps: Deps,
    private readonly releases: ReleaseService,
  ) {}

  /** A training run says it read the release: owner, reviewer or API key (the `release` right). */
  async addConsumer(
    organizationId: string,
    releaseId: string,
    input: CreateConsumerInput,
    actor: Actor,
    role: Role | 'api_key',
  ): Promise<Consumer> {
    await this.releases.owned(organizationId, releaseId)
    assertAllowed(role, 'release', 'record who read a release')
    const scheme = input.uri.slice(0, input.uri.indexOf(':')).toLowerCase()
    if (REFUSED_SCHEMES.has(scheme))
      throw new InvalidInputError(`uri: the scheme "${scheme}:" is not a training run's address`)
    const row: ReleaseConsumerTable = {
      id: randomUUID(),
      release_id: releaseId,
      organization_id: organizationId,
      name: input.name.trim() || input.name,
      uri: input.uri,
      created_by: actorName(actor),
      date_created: new Date(this.deps.clock.now()).toISOString(),
    }
    await insertConsumer(this.deps.db, row)
    return toConsumer(row)
  }

  async consumers(organizationId: string, releaseId: string): Promise<Consumer[]> {
    await this.releases.owned(organizationId, releaseId)
    return (await consumersOf(this.deps.db, this.deps.dialect, [releaseId])).map(toConsumer)
  }

  /** The releases that hold the dataset, newest first, with the dataset's recall and each release's consumers. */
  async lineage(organizationId: string, datasetId: string): Promise<Lineage> {
    const { db, dialect } = this.deps
    const row = await findDataset(db, datasetId)
    if (!row) throw new NotFoundError('Dataset not found')
    assertSameOrganization(row, organizationId)
    const held = await releasesHolding(db, datasetId)
    const ids = held.map((h) => h.release_id)
    const [consumers, recalls] = await Promise.all([
      consumersOf(db, dialect, ids),
      recallsOf(db, dialect, ids),
    ])
    return {
      dataset_id: datasetId,
      releases: held.map((h) => {
        const recall = recalls.find((r) => r.release_id === h.release_id && r.dataset_id === datasetId)
        return {
          release_id: h.release_id,
          version: `${h.ordinal}.0.0`,
          date_created: h.date_created,
          dataset_version: h.dataset_version,
          recalled: recall ? { dataset_id: recall.dataset_id, at: recall.at, reason: recall.reason } : null,
          consumers: consumers.filter((c) => c.release_id === h.release_id).map(toConsumer),
        }
      }),
    }
  }

  /**
   * The decision hook: a reopen or a rejection of released datasets records their recall in each
   * release that holds them and appends one `release.recalled` event per release, naming its
   * consumers, in the decision's transaction (so the feed and the webhooks carry it, or nothing
   * happened). Accepting recalls nothing; a dataset already recalled from a release is not again.
   */
  readonly recall: DecisionHook = async (trx, decided) => {
    if (decided.action !== 'reopened' && decided.action !== 'rejected') return
    if (decided.datasetIds.length === 0) return
    const { dialect, clock } = this.deps
    const now = new Date(clock.now())
    const recalled = await recordRecalls(
      trx,
      dialect,
      decided.organizationId,
      decided.datasetIds,
      now.toISOString(),
    )
    if (recalled.size === 0) return
    const releaseIds = [...recalled.keys()]
    const consumers = await consumersOf(trx, dialect, releaseIds)
    await appendEvents(
      trx,
      dialect,
      decided.organizationId,
      now,
      releaseIds.map((releaseId) => ({
        type: 'release.recalled' as const,
        data: {
          release_id: releaseId,
          dataset_ids: recalled.get(releaseId)!.map((r) => r.dataset_id),
          consumers: consumers
            .filter((c) => c.release_id === releaseId)
            .map((c) => ({ id: c.id, name: c.name, uri: c.uri })),
        },
      })),
    )
  }
}

function toConsumer(r: ReleaseConsumerTable): Consumer {
  return {
    id: r.id,
    release_id: r.release_id,
    name: r.name,
    uri: r.uri,
    created_by: r.created_by,
    date_created: r.date_created,
  }
}
