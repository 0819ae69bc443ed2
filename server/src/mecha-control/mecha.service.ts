import { randomUUID } from 'node:crypto'
import { actorOf, recordAudit } from '../audit/audit.repository.ts'
import { assertAllowed, NotAllowedError } from '../auth/roles.ts'
import { ApiError, notFound, unprocessable } from '../common/api-error.ts'
import type { Caller } from '../common/caller.ts'
import {
  type CommandResult,
  type Fleet,
  type MechaCommand,
  MechaError,
  type MechaInfo,
  type MechaStatus,
} from '../mecha/index.ts'
import { findOrganization } from '../platform/organization.repository.ts'
import type { Deps } from '../services.ts'
import { toIso } from '../storage/dialect.ts'
import type { MechaRow } from '../storage/tables.ts'
import { EventFanout } from './event-fanout.ts'
import { insertMecha, listMechaRows } from './mecha.repository.ts'
import type { MechaSummary, RegisterMechaInput } from './mecha-control.schema.ts'

/** Translates the domain's errors into the API's: 400 / 422 / 404 / 403 with the domain's sentence. */
export function asApiError(err: unknown): unknown {
  if (err instanceof MechaError) return new ApiError(err.status, err.detail)
  if (err instanceof NotAllowedError) return new ApiError(403, err.detail)
  return err
}

/**
 * Mechas of organizations on top of the fleet: registration is stored, live state is the
 * simulator's. Another organization's mecha answers 404, exactly like an unknown one.
 */
export class MechaService {
  /** Events of the fleet, routed to the WebSocket connections that watch each mecha. */
  readonly fanout: EventFanout

  constructor(
    private readonly deps: Deps,
    readonly fleet: Fleet,
  ) {
    this.fanout = new EventFanout(fleet)
  }

  /** Registers every stored mecha with the fleet (at start). */
  async load(): Promise<number> {
    const rows = await listMechaRows(this.deps.db)
    for (const r of rows) if (!this.fleet.has(r.id)) this.fleet.register(this.toRegistration(r))
    return rows.length
  }

  private toRegistration(r: MechaRow) {
    const map =
      r.map === null || r.map === undefined ? undefined : this.deps.dialect.decodeJson<unknown>(r.map)
    return {
      id: r.id,
      name: r.name,
      model: r.model,
      organization_id: r.organization_id,
      ...(map ? { map } : {}),
    }
  }

  async register(input: RegisterMechaInput) {
    const { db, dialect } = this.deps
    if (!(await findOrganization(db, input.organization_id)))
      throw unprocessable('organization_id names no organization')
    const now = this.deps.clock()
    const row: MechaRow = {
      id: randomUUID(),
      organization_id: input.organization_id,
      model: input.model,
      name: input.name ?? `${input.model}-${randomUUID().slice(0, 4)}`,
      map: input.map === undefined ? null : dialect.encodeJson(input.map),
      date_created: now.toISOString(),
    }
    // The fleet checks the map before anything is stored.
    try {
      this.fleet.register(this.toRegistration({ ...row, map: input.map ?? null }))
    } catch (err) {
      throw asApiError(err)
    }
    try {
      await db.transaction().execute(async (trx) => {
        await insertMecha(trx, row)
        await recordAudit(trx, dialect, {
          at: now,
          actor: { kind: 'admin' },
          organizationId: row.organization_id,
          action: 'mecha.register',
          targetType: 'mecha',
          targetId: row.id,
          detail: { model: row.model, name: row.name },
        })
      })
    } catch (err) {
      this.fleet.unregister(row.id)
      throw err
    }
    return {
      id: row.id,
      organization_id: row.organization_id,
      model: row.model,
      name: row.name,
      date_created: toIso(row.date_created),
    }
  }

  private summary(info: MechaInfo): MechaSummary {
    const s = this.fleet.status(info.id)
    return {
      id: info.id,
      name: info.name,
      model: info.model,
      organization_id: info.organization_id,
      state: s.state,
      mode: s.mode,
      battery_percent: s.battery.percent,
      stair_capable: s.model_limits.stair_capable,
    }
  }

  /** The organization's mechas, or every mecha for the platform (null). */
  list(organizationId: string | null): MechaSummary[] {
    return this.fleet.list(organizationId ?? undefined).map((i) => this.summary(i))
  }

  /** 404 for an unknown mecha and for another organization's. */
  owned(organizationId: string, mechaId: string): MechaInfo {
    if (!this.fleet.has(mechaId)) throw notFound(`Mecha ${mechaId} not found`)
    const info = this.fleet.info(mechaId)
    if (info.organization_id !== organizationId) throw notFound(`Mecha ${mechaId} not found`)
    return info
  }

  /** The control lease is for those who may command the mecha (404 first, then 403). */
  assertCanControl(caller: Caller, mechaId: string): void {
    this.owned(caller.organizationId, mechaId)
    assertAllowed(caller.role, 'operate', 'take control of mechas')
  }

  status(caller: Caller, mechaId: string): MechaStatus {
    this.owned(caller.organizationId, mechaId)
    return this.fleet.status(mechaId)
  }

  /**
   * Runs a command for a caller. `holder` is the control-lease identity of a WebSocket
   * connection; HTTP commands hold no lease, so they are refused while another client holds it
   * (except rest, stop and e-stop). Accepted commands are written to the audit log.
   */
  async command(caller: Caller, mechaId: string, cmd: MechaCommand, holder?: string): Promise<CommandResult> {
    this.owned(caller.organizationId, mechaId)
    assertAllowed(caller.role, 'operate', 'command mechas')
    let result: CommandResult
    try {
      result = this.fleet.command(mechaId, cmd, holder ? { actor: holder } : {})
    } catch (err) {
      throw asApiError(err)
    }
    await recordAudit(this.deps.db, this.deps.dialect, {
      at: this.deps.clock(),
      actor: actorOf(caller),
      organizationId: caller.organizationId,
      action: `mecha.${cmd.name}`,
      targetType: 'mecha',
      targetId: mechaId,
      detail: auditDetail(cmd, result),
    }).catch(() => {
      // The robot already obeyed; a lost audit line must not turn an executed command into an error.
    })
    return result
  }
}

function auditDetail(cmd: MechaCommand, result: CommandResult): Record<string, unknown> {
  const base = { state: result.state, mode: result.mode }
  if (cmd.name === 'move') {
    const n = Array.isArray(cmd.waypoints) ? cmd.waypoints.length : 0
    return { ...base, waypoints: n, speed: cmd.speed ?? 1 }
  }
  if (cmd.name === 'set_mode') return { ...base, requested_mode: cmd.mode }
  return base
}
