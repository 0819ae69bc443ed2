import type { Db } from '../storage/db.ts'
import type { DecisionRow } from '../storage/tables.ts'

/**
 * What an export's provenance needs of a release's datasets, one query each for all of them
 * (through `release_datasets`) where a query per dataset cost an export of 1,000 datasets 2,000
 * round trips (docs/exports.md#measured).
 */

/** Each dataset's last decision (the highest id, as `lastDecision`), by dataset id. */
export async function lastDecisionsOfRelease(db: Db, releaseId: string): Promise<Map<string, DecisionRow>> {
  const rows = await db
    .selectFrom('decisions')
    .innerJoin('release_datasets', 'release_datasets.dataset_id', 'decisions.dataset_id')
    .selectAll('decisions')
    .where('release_datasets.release_id', '=', releaseId)
    .orderBy('decisions.id', 'asc')
    .execute()
  const last = new Map<string, DecisionRow>()
  for (const r of rows) last.set(r.dataset_id, r)
  return last
}

/** Each dataset's finding ids, sorted, by dataset id (a dataset without findings is not a key). */
export async function findingIdsOfRelease(db: Db, releaseId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('findings')
    .innerJoin('release_datasets', 'release_datasets.dataset_id', 'findings.dataset_id')
    .select(['findings.id', 'findings.dataset_id'])
    .where('release_datasets.release_id', '=', releaseId)
    .execute()
  const ids = new Map<string, string[]>()
  for (const r of rows) {
    const list = ids.get(r.dataset_id)
    if (list) list.push(r.id)
    else ids.set(r.dataset_id, [r.id])
  }
  for (const list of ids.values()) list.sort()
  return ids
}
