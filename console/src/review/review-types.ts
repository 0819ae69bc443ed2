import type { ResponseBody } from '@hangar/client'

/** A page of the review queue (`GET /datasets`). */
export type DatasetList = ResponseBody<'/datasets', 'get'>
export type QueueDataset = DatasetList['datasets'][number]
/** Who decided a dataset, and when (`GET /datasets/{id}/decision`). */
export type DecisionRecord = ResponseBody<'/datasets/{dataset_id}/decision', 'get'>
