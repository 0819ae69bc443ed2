import { randomUUID } from 'node:crypto'
import { recordAudit } from '../audit/audit.repository.ts'
import { findApiKey, listApiKeys } from '../auth/api-key.repository.ts'
import type { ApiKeyService } from '../auth/api-key.service.ts'
import { NotFoundError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import type { ApiKeyRow } from '../storage/tables.ts'
import { findOrganization, insertOrganization, listOrganizations } from './organization.repository.ts'

export interface OrganizationView {
  id: string
  name: string
  date_created: string
}

export interface ApiKeyView {
  id: string
  organization_id: string
  name: string | null
  prefix: string
  date_created: string
  revoked_at: string | null
}

const keyView = (r: ApiKeyRow): ApiKeyView => ({
  id: r.id,
  organization_id: r.organization_id,
  name: r.name,
  prefix: r.prefix,
  date_created: r.date_created,
  revoked_at: r.revoked_at,
})

/** Organizations and their API keys: the platform side of authentication. */
export class OrganizationService {
  constructor(
    private readonly deps: Deps,
    private readonly apiKeys: ApiKeyService,
  ) {}

  async create(name: string): Promise<OrganizationView> {
    const now = new Date(this.deps.clock.now())
    const row = { id: randomUUID(), name, date_created: now.toISOString() }
    await this.deps.db.transaction().execute(async (trx) => {
      await insertOrganization(trx, row)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: { kind: 'admin' },
        organizationId: row.id,
        action: 'organization.create',
        targetType: 'organization',
        targetId: row.id,
        detail: { name },
      })
    })
    return row
  }

  async list(): Promise<OrganizationView[]> {
    return listOrganizations(this.deps.db)
  }

  async get(id: string): Promise<OrganizationView> {
    const o = await findOrganization(this.deps.db, id)
    if (!o) throw new NotFoundError('Organization not found')
    return o
  }

  /** Issues a key; the plain key is in the result and nowhere else, ever. */
  async issueKey(organizationId: string, name: string | null): Promise<ApiKeyView & { key: string }> {
    await this.get(organizationId)
    const { row, key } = await this.apiKeys.issue(organizationId, name, { kind: 'admin' })
    return { ...keyView(row), key }
  }

  async listKeys(organizationId: string): Promise<ApiKeyView[]> {
    await this.get(organizationId)
    return (await listApiKeys(this.deps.db, organizationId)).map(keyView)
  }

  /** Revokes a key; it stops working on the next request (keys are never cached). */
  async revokeKey(keyId: string): Promise<void> {
    const key = await findApiKey(this.deps.db, keyId)
    if (!key) throw new NotFoundError('API key not found')
    await this.apiKeys.revoke(key, { kind: 'admin' })
  }
}
