import type { QueryOf } from '@hangar/client'

export type ListQuery = QueryOf<'/datasets', 'get'>
export type DataType = NonNullable<ListQuery['data_type']>
export type Status = NonNullable<ListQuery['status']>
export type Verdict = NonNullable<ListQuery['verdict']>[number]

export const DATA_TYPES: DataType[] = ['episode', 'synthetic_pov', 'synthetic_third_person', 'telemetry']
export const STATUSES: Status[] = [
  'pending',
  'accepted',
  'rejected',
  'for_admin_review',
  'superseded',
  'discarded',
]
/** Worst first: the order of the filter's choices and of a page shown with every verdict. */
export const VERDICTS: Verdict[] = ['exclude', 'review', 'pass', 'pending']
export const PAGE_SIZES = [24, 48, 100] as const
const DEFAULT_PAGE_SIZE = 48

/** The queue's view as the URL holds it, so a filtered view can be shared by its address. */
export interface QueueView {
  dataType: DataType | null
  /** `null` means every status; a fresh queue shows pending datasets. */
  status: Status | null
  metadata: string[]
  /** Any of these verdicts; empty for every verdict (docs/findings.md#the-verdict). */
  verdicts: Verdict[]
  page: number
  pageSize: number
}

export function viewFromParams(params: URLSearchParams): QueueView {
  const type = params.get('type')
  const status = params.get('status')
  const page = Number(params.get('page') ?? '1')
  const size = Number(params.get('size') ?? DEFAULT_PAGE_SIZE)
  return {
    dataType: DATA_TYPES.includes(type as DataType) ? (type as DataType) : null,
    status: status === 'all' ? null : STATUSES.includes(status as Status) ? (status as Status) : 'pending',
    metadata: params.getAll('meta').filter((m) => /^[^:]+:/.test(m)),
    verdicts: VERDICTS.filter((v) => params.getAll('verdict').includes(v)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  }
}

export function paramsFromView(view: QueueView): URLSearchParams {
  const p = new URLSearchParams()
  if (view.dataType) p.set('type', view.dataType)
  if (view.status !== 'pending') p.set('status', view.status ?? 'all')
  for (const m of view.metadata) p.append('meta', m)
  for (const v of view.verdicts) p.append('verdict', v)
  if (view.page > 1) p.set('page', String(view.page))
  if (view.pageSize !== DEFAULT_PAGE_SIZE) p.set('size', String(view.pageSize))
  return p
}

/** The API query of a view. */
export function listQuery(view: QueueView): ListQuery {
  return {
    ...(view.dataType ? { data_type: view.dataType } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.metadata.length ? { metadata: view.metadata } : {}),
    ...(view.verdicts.length ? { verdict: view.verdicts } : {}),
    limit: view.pageSize,
    offset: (view.page - 1) * view.pageSize,
  }
}
