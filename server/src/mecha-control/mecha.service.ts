import { randomUUID } from 'node:crypto'
import {
  type CommandResult,
  DEFAULT_WORLD_MAP,
  type EventsSince,
  findMechaModel,
  type MechaCommand,
  type MechaInfo,
  type WorldMap,
} from '@hangar/mecha'
import { actorOf } from '../audit/actor.ts'
import { type AuditEntry, recordAudit } from '../audit/audit.repository.ts'
import type { AuditWriter } from '../audit/audit-writer.ts'
import { assertAllowed } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError, NotFoundError, StateConflictError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import type {
  CommandOutcome,
  EventSink,
  MechaBackend,
  MechaDiagnostics,
  MechaRegistration,
} from '../mecha-backend/mecha-backend.ts'
import { findOrganization } from '../platform/organization.repository.ts'
import type { MechaRow } from '../storage/tables.ts'
import { saveMechaCredential } from './broker-credentials.repository.ts'
import {
  type BrokerCredentials,
  brokerUsername,
  hashBrokerPassword,
  newBrokerPassword,
} from './broker-credentials.ts'
import { findMechaRow, insertMecha, listMechaRows } from './mecha.repository.ts'
import type { LeaseHolder, MechaSummary, MechaWorld, RegisterMechaInput } from './mecha-control.schema.ts'

/** Diagnostics as the organization sees them: the lease names the person or key holding it. */
export type OperatorDiagnostics = Omit<MechaDiagnostics, 'lease'> & { lease: LeaseHolder | null }

/**
 * Mechas of organizations in front of the robot backend (MechaBackend): registrations are
 * stored, live state is the backend's. Another organization's mecha answers 404, exactly like an
 * unknown one. A mecha registered through another process is picked up from the database the
 * first time it is asked for.
 */
export class MechaService {
  readonly #adopting = new Map<string, Promise<MechaInfo | undefined>>()
  /**
   * Lease holder (connection id) → the name of who took it, for the leases taken through this
   * process. A lease taken through another process shows no name (`holder_name: null`).
   */
  readonly #holderNames = new Map<string, string>()

  /**
   * @param options.issueBrokerCredentials robots log in to a broker: every registration gets its
   *   own credentials, returned once
   * @param options.audit where commands and lease changes are logged, in batches
   * @param options.credentialsRotated ends the broker connections of a login whose credentials
   *   were just rotated (the broker this process hosts can; docs/robots.md says how for Mosquitto)
   */
  constructor(
    private readonly deps: Deps,
    readonly backend: MechaBackend,
    private readonly options: {
      issueBrokerCredentials: boolean
      audit: AuditWriter
      credentialsRotated?: (username: string) => void
    },
  ) {}

  /**
   * Writes what a caller did to a mecha to the audit log. The robot has already acted (or
   * refused): a failed write never turns that into an error; the writer logs it.
   */
  private async audit(
    caller: Caller,
    mechaId: string,
    action: string,
    detail: AuditEntry['detail'],
  ): Promise<void> {
    await this.options.audit
      .record({
        at: new Date(this.deps.clock.now()),
        actor: actorOf(caller),
        organizationId: caller.organizationId,
        action,
        targetType: 'mecha',
        targetId: mechaId,
        detail,
      })
      .catch(() => {})
  }

  /** Refusals by the domain (role, lease, state, shape, the robot's gateway) are logged too. */
  private async refused<T>(caller: Caller, mechaId: string, what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (err) {
      if (err instanceof Error)
        await this.audit(caller, mechaId, 'mecha.refused', { command: what, reason: err.message })
      throw err
    }
  }

  /** Registers every stored mecha with the backend (at start). */
  async load(): Promise<number> {
    const rows = await listMechaRows(this.deps.db)
    for (const r of rows) if (!this.backend.find(r.id)) await this.backend.register(this.toRegistration(r))
    return rows.length
  }

  private toRegistration(r: MechaRow): MechaRegistration {
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
      throw new InvalidInputError('organization_id names no organization')
    const now = new Date(this.deps.clock.now())
    const row: MechaRow = {
      id: randomUUID(),
      organization_id: input.organization_id,
      model: input.model,
      name: input.name ?? `${input.model}-${randomUUID().slice(0, 4)}`,
      map: input.map === undefined ? null : dialect.encodeJson(input.map),
      date_created: now.toISOString(),
    }
    // The backend checks the model and the map before anything is stored.
    await this.backend.register({
      id: row.id,
      name: row.name,
      model: row.model,
      organization_id: row.organization_id,
      ...(input.map !== undefined ? { map: input.map } : {}),
    })
    const credentials = this.options.issueBrokerCredentials
      ? { username: brokerUsername(row.organization_id, row.id), password: newBrokerPassword() }
      : undefined
    const digest = credentials ? await hashBrokerPassword(credentials.password) : undefined
    try {
      await db.transaction().execute(async (trx) => {
        await insertMecha(trx, row)
        if (credentials && digest)
          await saveMechaCredential(trx, {
            mecha_id: row.id,
            username: credentials.username,
            password_hash: digest,
            date_created: row.date_created,
          })
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
      await this.backend.unregister(row.id)
      throw err
    }
    return {
      id: row.id,
      organization_id: row.organization_id,
      model: row.model,
      name: row.name,
      date_created: row.date_created,
      ...(credentials ? { broker_credentials: credentials } : {}),
    }
  }

  /**
   * New broker credentials for a mecha (the old password stops working at the next login);
   * the password is returned once.
   */
  async rotateBrokerCredentials(mechaId: string): Promise<BrokerCredentials> {
    if (!this.options.issueBrokerCredentials)
      throw new StateConflictError(
        'the service runs its robots in process: set MQTT_URL or MQTT_LISTEN_PORT to use a broker',
      )
    const row = await findMechaRow(this.deps.db, mechaId)
    if (!row) throw new NotFoundError(`Mecha ${mechaId} not found`)
    const credentials = {
      username: brokerUsername(row.organization_id, row.id),
      password: newBrokerPassword(),
    }
    const now = new Date(this.deps.clock.now())
    await this.deps.db.transaction().execute(async (trx) => {
      await saveMechaCredential(trx, {
        mecha_id: row.id,
        username: credentials.username,
        password_hash: await hashBrokerPassword(credentials.password),
        date_created: now.toISOString(),
      })
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: { kind: 'admin' },
        organizationId: row.organization_id,
        action: 'mecha.broker_credentials',
        targetType: 'mecha',
        targetId: row.id,
        detail: { username: credentials.username },
      })
    })
    // A robot still connected with the old password would otherwise keep its session until it drops.
    this.options.credentialsRotated?.(credentials.username)
    return credentials
  }

  /** The lease with the name of its holder, when this process knows it. */
  #named(lease: MechaDiagnostics['lease']): LeaseHolder | null {
    return lease ? { ...lease, holder_name: this.#holderNames.get(lease.holder) ?? null } : null
  }

  #withNames(d: MechaDiagnostics): OperatorDiagnostics {
    return { ...d, lease: this.#named(d.lease) }
  }

  private summary(info: MechaInfo): MechaSummary {
    const s = this.backend.lastKnown(info.id)
    return {
      id: info.id,
      name: info.name,
      model: info.model,
      organization_id: info.organization_id,
      state: s?.state ?? 'offline',
      mode: s?.mode ?? 'standard',
      battery_percent: s?.battery.percent ?? null,
      stair_capable: findMechaModel(info.model)?.stairCapable ?? false,
      online: s?.online ?? false,
      last_seen: s?.last_seen ?? null,
      lease: this.#named(s?.lease ?? null),
    }
  }

  /** The organization's mechas, or every mecha for the platform (null), with their last known state. */
  async list(organizationId: string | null): Promise<MechaSummary[]> {
    const rows = await listMechaRows(this.deps.db, organizationId ?? undefined)
    const out: MechaSummary[] = []
    for (const row of rows) {
      const info = this.backend.find(row.id) ?? (await this.adopt(row.id))
      if (info) out.push(this.summary(info))
    }
    return out
  }

  /** 404 for an unknown mecha and for another organization's. */
  async owned(organizationId: string, mechaId: string): Promise<MechaInfo> {
    const info = this.backend.find(mechaId) ?? (await this.adopt(mechaId))
    if (!info || info.organization_id !== organizationId)
      throw new NotFoundError(`Mecha ${mechaId} not found`)
    return info
  }

  // A mecha registered through another process: read its registration once and hand it to the backend.
  private adopt(mechaId: string): Promise<MechaInfo | undefined> {
    let pending = this.#adopting.get(mechaId)
    if (!pending) {
      pending = (async () => {
        const row = await findMechaRow(this.deps.db, mechaId)
        if (!row) return undefined
        return this.backend.find(mechaId) ?? (await this.backend.register(this.toRegistration(row)))
      })().finally(() => this.#adopting.delete(mechaId))
      this.#adopting.set(mechaId, pending)
    }
    return pending
  }

  async status(caller: Caller, mechaId: string): Promise<OperatorDiagnostics> {
    await this.owned(caller.organizationId, mechaId)
    return this.#withNames(await this.backend.status(mechaId))
  }

  /**
   * The map a mecha walks on, as it was registered (the default map when none was given), so a
   * console can draw the staircases and the range. Read from the registration, which the robot
   * got too; 404 like every mecha route for an unknown or another organization's mecha.
   */
  async world(caller: Caller, mechaId: string): Promise<MechaWorld> {
    await this.owned(caller.organizationId, mechaId)
    const row = await findMechaRow(this.deps.db, mechaId)
    const stored =
      row?.map === null || row?.map === undefined ? null : this.deps.dialect.decodeJson<WorldMap>(row.map)
    const map = stored ?? DEFAULT_WORLD_MAP
    return { mecha_id: mechaId, operational_range_m: map.operational_range_m, staircases: map.staircases }
  }

  /**
   * Runs a command for a caller. `holder` is the control-lease identity of a WebSocket
   * connection; HTTP commands hold no lease, so they are refused while another client holds it
   * (except rest, stop and e-stop). Accepted commands are written to the audit log.
   */
  async command(
    caller: Caller,
    mechaId: string,
    cmd: MechaCommand,
    holder?: string,
  ): Promise<CommandOutcome & { status: OperatorDiagnostics }> {
    await this.owned(caller.organizationId, mechaId)
    const outcome = await this.refused(caller, mechaId, cmd.name, async () => {
      assertAllowed(caller.role, 'operate', 'command mechas')
      return this.backend.command(mechaId, cmd, holder)
    })
    await this.audit(caller, mechaId, `mecha.${cmd.name}`, auditDetail(cmd, outcome.result))
    return { ...outcome, status: this.#withNames(outcome.status) }
  }

  /**
   * Takes the control lease of a mecha for a WebSocket connection (422 naming the holder); only
   * for those who may command it (404 first, then 403).
   */
  async acquire(caller: Caller, mechaId: string, holder: string): Promise<void> {
    await this.owned(caller.organizationId, mechaId)
    await this.refused(caller, mechaId, 'acquire', async () => {
      assertAllowed(caller.role, 'operate', 'take control of mechas')
      await this.backend.acquireLease(mechaId, holder)
    })
    this.#holderNames.set(holder, holderName(caller))
    await this.audit(caller, mechaId, 'mecha.lease_acquire', { holder })
  }

  /** Gives the lease up without stopping the mecha; false when none was held. */
  async release(caller: Caller, mechaId: string, holder: string): Promise<boolean> {
    await this.owned(caller.organizationId, mechaId)
    const released = await this.backend.releaseLease(mechaId, holder)
    if (released) await this.audit(caller, mechaId, 'mecha.lease_release', { holder })
    return released
  }

  /** A connection that ended holds nothing any more: forget its name. */
  forgetHolder(holder: string): void {
    this.#holderNames.delete(holder)
  }

  /** The dead-man stop of a lease holder that went away (its WebSocket closed or fell silent). */
  async deadman(caller: Caller, mechaId: string, holder: string, reason: string): Promise<void> {
    await this.backend.deadman(mechaId, holder, reason)
    await this.audit(caller, mechaId, 'mecha.lease_end', { holder, reason })
  }

  /** Resolves once every audit entry recorded so far is written (at shutdown). */
  flushAudit(): Promise<void> {
    return this.options.audit.drain()
  }

  /** Streams a mecha's events to `sink`; with `sinceSeq`, first the events missed since then. */
  async watch(
    caller: Caller,
    mechaId: string,
    sink: EventSink,
    sinceSeq?: number,
  ): Promise<{ status: OperatorDiagnostics; replay: EventsSince | null; stop: () => void }> {
    await this.owned(caller.organizationId, mechaId)
    const stop = await this.backend.watch(mechaId, sink)
    try {
      const status = this.#withNames(await this.backend.status(mechaId))
      const replay = sinceSeq === undefined ? null : await this.backend.eventsSince(mechaId, sinceSeq)
      return { status, replay, stop }
    } catch (err) {
      stop()
      throw err
    }
  }
}

/** How a lease holder is named to the others: the person, or the API key by its name. */
function holderName(caller: Caller): string {
  const a = caller.actor
  return a.kind === 'user' ? a.name : a.name ? `API key "${a.name}"` : 'an API key'
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
