import type { ResponseBody } from '@hangar/client'

/** What `GET /datasets/{id}/streams` says a dataset's files hold. */
export type Streams = ResponseBody<'/datasets/{dataset_id}/streams', 'get'>
export type Video = Streams['videos'][number]
export type Channel = Streams['channels'][number]
/** One channel's buckets from `GET /datasets/{id}/series`. */
export type Series = ResponseBody<'/datasets/{dataset_id}/series', 'get'>['channels'][number]
