import { must, type ResponseBody } from '@hangar/client'
import { hangar } from '../api/hangar.ts'
import type { ReviewFilter } from './review-filter.ts'

/** A dataset the shared queue leased to this person (docs/review-queue.md). */
export type LeasedDataset = ResponseBody<'/review/next', 'post'>

/** Renewed this often while the page is open: well within the 10 minutes of a lease. */
export const RENEW_EVERY_MS = 4 * 60_000

/** The next dataset leased to this person; null when nothing matching is left (204). */
export async function claimNext(filter: ReviewFilter): Promise<LeasedDataset | null> {
  return (await must(hangar.POST('/review/next', { body: { filter } }))) ?? null
}

export async function renewLease(datasetId: string): Promise<void> {
  await must(
    hangar.POST('/review/leases/{dataset_id}/renew', { params: { path: { dataset_id: datasetId } } }),
  )
}

export async function handBack(datasetId: string): Promise<void> {
  await must(hangar.DELETE('/review/leases/{dataset_id}', { params: { path: { dataset_id: datasetId } } }))
}
