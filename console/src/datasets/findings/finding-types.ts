import type { RequestBody, ResponseBody } from '@hangar/client'

/** A dataset's findings and the verdict they give (`GET /datasets/{id}/findings`, docs/findings.md). */
export type FindingList = ResponseBody<'/datasets/{dataset_id}/findings', 'get'>
export type Finding = FindingList['findings'][number]
export type Severity = Finding['severity']
export type FindingStatus = Finding['status']
export type Verdict = FindingList['verdict']
export type NewFinding = RequestBody<'/datasets/{dataset_id}/findings', 'post'>

export const SEVERITIES: Severity[] = ['info', 'warning', 'error']

/** Open and confirmed findings count toward the verdict and may be cited by a rejection. */
export const counts = (f: Pick<Finding, 'status'>): boolean => f.status !== 'dismissed'

/** Who wrote a finding: a check as `id@version`, a person (or key) by name. */
export const sourceOf = (f: Pick<Finding, 'source'>): string =>
  f.source.kind === 'check' ? (f.source.check ?? f.source.actor.name) : f.source.actor.name
