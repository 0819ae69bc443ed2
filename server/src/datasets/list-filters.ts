import type { ListFilters } from './dataset.repository.ts'
import type { ListQuery } from './dataset.schema.ts'
import { parseMetadataFilter } from './metadata-filter.ts'

/** The filters of GET /datasets, as the list and a bulk decision take them. */
export type FilterQuery = Pick<ListQuery, 'data_type' | 'status' | 'verdict' | 'metadata'>

/** What the repository's list query takes: the same for the list and a bulk decision (one copy). */
export function listFiltersOf(organizationId: string, q: FilterQuery): ListFilters {
  return {
    organizationId,
    status: q.status,
    dataType: q.data_type,
    verdicts: q.verdict,
    metadata: (q.metadata ?? []).map(parseMetadataFilter),
  }
}
