import { createHash, timingSafeEqual } from 'node:crypto'
import { ForbiddenError, GoneError, InvalidInputError } from '../common/errors.ts'
import type { FilterQuery } from '../datasets/list-filters.ts'
import type { BulkAction } from './decision.ts'

/**
 * The token of a bulk decision's count (docs/review-workflow.md#bulk): what was counted — the
 * organization, the filter, the action, how many matched and which datasets in which state —
 * and until when it may be committed, signed with an HMAC under the secret of the signed file
 * links (a key derived for this purpose: `UrlSigner.macFor`).
 */
export interface BulkCounted {
  organizationId: string
  /** sha256 of the filter in canonical form (`filterDigest`). */
  filter: string
  action: BulkAction
  matched: number
  actionable: number
  /** sha256 of the actionable datasets' ids, statuses and `date_updated` (`stateFingerprint`). */
  state: string
  /** Epoch seconds. */
  expires: number
}

export type Mac = (message: string) => Buffer

/** What `UrlSigner.macFor` derives the token's key for. */
export const BULK_TOKEN_PURPOSE = 'bulk-decision'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

/** The same filter written in any order of its lists gives the same digest (they are ANDed or ORed). */
export function filterDigest(f: FilterQuery): string {
  return sha256(
    JSON.stringify([
      f.data_type ?? null,
      f.status ?? null,
      [...new Set(f.verdict ?? [])].sort(),
      [...new Set(f.metadata ?? [])].sort(),
    ]),
  )
}

/** The state a count saw: any change of one of its datasets' status or `date_updated`, or of the set, changes it. */
export function stateFingerprint(
  rows: readonly { id: string; status: string; date_updated: string }[],
): string {
  const h = createHash('sha256')
  for (const r of rows) h.update(`${r.id} ${r.status} ${r.date_updated}\n`)
  return h.digest('hex')
}

export function signBulkToken(c: BulkCounted, mac: Mac): string {
  const body = Buffer.from(
    JSON.stringify([c.organizationId, c.filter, c.action, c.matched, c.actionable, c.state, c.expires]),
  ).toString('base64url')
  return `${body}.${mac(body).toString('base64url')}`
}

/**
 * What a token counted, once it is shown genuine (422 otherwise), this organization's (403),
 * unexpired (410) and for this filter and action (422): the order of docs/decisions.md.
 */
export function openBulkToken(
  token: string,
  mac: Mac,
  expect: { organizationId: string; filter: string; action: BulkAction; nowSeconds: number },
): BulkCounted {
  const [body, signature, ...rest] = token.split('.')
  const given = Buffer.from(signature ?? '', 'base64url')
  const wanted = body ? mac(body) : undefined
  if (!body || rest.length || !wanted || given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw new InvalidInputError('The token is not one this service issued; count again with dry_run true')
  const [organizationId, filter, action, matched, actionable, state, expires] = JSON.parse(
    Buffer.from(body, 'base64url').toString('utf8'),
  ) as [string, string, BulkAction, number, number, string, number]
  if (organizationId !== expect.organizationId)
    throw new ForbiddenError('The token was issued to another organization')
  if (expires < expect.nowSeconds)
    throw new GoneError('The count expired (tokens last 10 minutes); count again with dry_run true')
  if (filter !== expect.filter || action !== expect.action)
    throw new InvalidInputError('The token counted another filter or action; count again with dry_run true')
  return { organizationId, filter, action, matched, actionable, state, expires }
}
