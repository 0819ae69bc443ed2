import { randomUUID } from 'node:crypto'
import { type Clock, isoTime as iso, systemClock } from './clock.ts'
import { DEFAULT_LEASE_TTL_MS, LeaseTable } from './control-lease.ts'
import { EventLog, type EventsSince } from './event-log.ts'
import type { CommandName, CommandResult, MechaStatus } from './mecha.schema.ts'
import type { MechaCommand } from './mecha-command.ts'
import { MechaNotFoundError, MechaValidationError } from './mecha-errors.ts'
import type { MechaEvent } from './mecha-event.schema.ts'
import { findMechaModel, MECHA_MODEL_SLUGS, type MechaModelSlug } from './mecha-models.ts'
import { type Emit, type MechaInfo, MechaSim, type RestoredState } from './mecha-sim.ts'
import { mechaStatus, mechaWarnings, telemetryData } from './mecha-status.ts'
import { prepareCommand } from './prepare-command.ts'
import type { WorldMap } from './world-map.schema.ts'
import { DEFAULT_WORLD_MAP, parseWorldMap } from './world-map.ts'

/** Options of a fleet; every one has a default. */
export interface FleetOptions {
  /** Time source for commands and `step()` without an argument; default the wall clock. */
  clock?: Clock
  /** Events kept per mecha for `eventsSince`; default 256 (telemetry is not kept). */
  eventBufferSize?: number
  /** Telemetry period of a mecha that is not moving; default 1000 ms (a moving one reports every step). */
  idleTelemetryMs?: number
  /** Called when a listener throws; default console.error. The simulation carries on either way. */
  onListenerError?: (error: unknown, event: MechaEvent) => void
}

/** What registering a mecha needs. */
export interface RegisterMecha {
  /** Default a random UUID. */
  id?: string
  name: string
  /** A slug of MECHA_MODELS: 'quadruped' or 'rover'. */
  model: string
  organization_id: string
  /** Plain data, checked; default DEFAULT_WORLD_MAP. */
  map?: unknown
  /** Default 100. */
  battery_percent?: number
}

/** Lease as clients see it. */
export interface LeaseInfo {
  holder: string
  expires_at: string
}

/**
 * Receives every event as it happens, synchronously inside a step or command: hand it on
 * (send, queue) and return; calling back into the fleet from a listener is not supported.
 */
export type FleetListener = (event: MechaEvent) => void

interface Entry {
  sim: MechaSim
  log: EventLog
  emit: Emit
}

/**
 * The registry of simulated mechas, and the one object the HTTP routes and the WebSocket talk
 * to. Time moves only through `step()` (and, for one mecha, at each command, which first
 * catches the mecha up to the clock). Errors: MechaNotFoundError (404), MechaValidationError
 * (400), MechaStateError (422).
 */
export class Fleet {
  readonly clock: Clock
  readonly #mechas = new Map<string, Entry>()
  readonly #leases = new LeaseTable()
  readonly #listeners = new Set<FleetListener>()
  readonly #bufferSize: number
  readonly #idleTelemetryMs: number
  readonly #onListenerError: (error: unknown, event: MechaEvent) => void

  constructor(options: FleetOptions = {}) {
    this.clock = options.clock ?? systemClock
    this.#bufferSize = options.eventBufferSize ?? 256
    this.#idleTelemetryMs = options.idleTelemetryMs ?? 1000
    this.#onListenerError =
      options.onListenerError ?? ((error) => console.error('mecha event listener failed', error))
  }

  /**
   * Adds a mecha, offline at the origin facing +x, in standard mode.
   * @throws MechaValidationError for an unknown model, a taken id, a bad map or battery
   */
  register(input: RegisterMecha): MechaInfo {
    const model = findMechaModel(input.model)
    if (!model)
      throw new MechaValidationError(`unknown model ${input.model}; known: ${MECHA_MODEL_SLUGS.join(', ')}`)
    const id = input.id ?? randomUUID()
    if (this.#mechas.has(id)) throw new MechaValidationError(`mecha ${id} is already registered`)
    const map: WorldMap = structuredClone(
      input.map === undefined ? DEFAULT_WORLD_MAP : parseWorldMap(input.map),
    )
    const battery = input.battery_percent ?? 100
    if (!(battery >= 0 && battery <= 100))
      throw new MechaValidationError(`battery_percent must be 0–100, got ${battery}`)
    const info: MechaInfo = {
      id,
      name: input.name,
      model: model.slug as MechaModelSlug,
      organization_id: input.organization_id,
    }
    const log = new EventLog(this.#bufferSize)
    const emit = this.#emitter(id, log)
    const sim = new MechaSim(info, model, map, this.clock.now(), battery, emit)
    this.#mechas.set(id, { sim, log, emit })
    return { ...info }
  }

  /** Removes a mecha and its lease; false when it was not registered. */
  unregister(mechaId: string): boolean {
    this.#leases.drop(mechaId)
    return this.#mechas.delete(mechaId)
  }

  has(mechaId: string): boolean {
    return this.#mechas.has(mechaId)
  }

  /** @throws MechaNotFoundError */
  info(mechaId: string): MechaInfo {
    return { ...this.#entry(mechaId).sim.info }
  }

  /** Registered mechas, optionally only those of one organization. */
  list(organizationId?: string): MechaInfo[] {
    return [...this.#mechas.values()]
      .map((e) => ({ ...e.sim.info }))
      .filter((i) => organizationId === undefined || i.organization_id === organizationId)
  }

  /** The world map of a mecha (a copy). @throws MechaNotFoundError */
  map(mechaId: string): WorldMap {
    return structuredClone(this.#entry(mechaId).sim.map)
  }

  /**
   * Runs a command now (clock time) after catching the mecha up to now.
   * @param options.actor who sends it; compared with the control lease holder (anonymous never holds it)
   * @throws MechaNotFoundError (404), MechaValidationError (400), MechaStateError (422)
   */
  command(mechaId: string, cmd: MechaCommand, options: { actor?: string } = {}): CommandResult {
    const entry = this.#entry(mechaId)
    const { sim } = entry
    const now = this.#sync(mechaId, this.clock.now())
    const apply = prepareCommand(sim, cmd, this.#leases.get(mechaId), options.actor)
    apply(now)
    sim.lastCommand = { name: cmd.name, at: iso(now) }
    this.#telemetry(entry)
    return {
      mecha_id: mechaId,
      command: cmd.name as CommandName,
      state: sim.state,
      mode: sim.mode,
      message: `${cmd.name} accepted: mecha ${mechaId} is ${sim.state} in ${sim.mode} mode`,
      warnings: mechaWarnings(sim),
    }
  }

  /**
   * The request checks of a command alone (400): speed, waypoints, range, stairs no mode can
   * climb, mode names. Neither the lease nor the state is looked at, and nothing changes.
   * @throws MechaNotFoundError, MechaValidationError
   */
  validate(mechaId: string, cmd: MechaCommand): void {
    const { sim } = this.#entry(mechaId)
    try {
      prepareCommand(sim, cmd, undefined, undefined)
    } catch (err) {
      if (err instanceof MechaValidationError) throw err
    }
  }

  /**
   * Puts a mecha back where a previous run of its program left it (pose, battery, e-stop
   * latch), powered down: resting, or estopped while the latch holds.
   * @throws MechaNotFoundError
   */
  restore(mechaId: string, last: RestoredState): void {
    const { sim } = this.#entry(mechaId)
    sim.restore(last, this.#sync(mechaId, this.clock.now()))
  }

  /**
   * Diagnostics of a mecha now: reading catches the mecha up to the clock first, so a status
   * is never staler than the clock, ticker or not.
   * @throws MechaNotFoundError
   */
  status(mechaId: string): MechaStatus {
    const { sim } = this.#entry(mechaId)
    this.#sync(mechaId, this.clock.now())
    return mechaStatus(sim, this.#leases.get(mechaId))
  }

  /**
   * Advances every mecha to `nowMs` (default clock time): motion, battery, lease expiry and
   * its dead-man stop, then telemetry. Times earlier than a mecha's own are ignored.
   */
  step(nowMs: number = this.clock.now()): void {
    for (const [id, entry] of this.#mechas) this.#stepOne(id, entry, nowMs)
  }

  /**
   * Steps one slice of the fleet: the mechas at positions `slice`, `slice + slices`, … of the
   * registry. A ticker that steps slice k every interval/slices spreads the work (and the
   * telemetry bursts) over the interval instead of one pass over every mecha.
   */
  stepSlice(slice: number, slices: number, nowMs: number = this.clock.now()): void {
    let i = 0
    for (const [id, entry] of this.#mechas) {
      if (i++ % slices === slice) this.#stepOne(id, entry, nowMs)
    }
  }

  #stepOne(id: string, entry: Entry, nowMs: number): void {
    this.#sync(id, nowMs)
    const { sim } = entry
    // A walk that ended (in this step, or in a status read since the last one) reports the pose
    // it ended at now: waiting for the idle beat would leave a map drawing the robot short of its
    // last waypoint for up to a second.
    if (
      sim.state === 'moving' ||
      sim.state !== sim.lastTelemetryState ||
      sim.timeMs - sim.lastTelemetryMs >= this.#idleTelemetryMs
    )
      this.#telemetry(entry)
  }

  /**
   * The dead-man stop (e.g. the controlling WebSocket dropped): halts a moving mecha in place
   * (state ready, path cleared), records `dead-man: <reason>` as last_stop_reason and drops the
   * control lease, since its holder is gone.
   * @throws MechaNotFoundError
   */
  deadman(mechaId: string, reason: string): void {
    const { sim, emit } = this.#entry(mechaId)
    const now = this.#sync(mechaId, this.clock.now())
    if (this.#leases.drop(mechaId))
      emit('lease_changed', { holder: null, expires_at: null, cause: 'deadman' }, now)
    sim.deadman(reason, now)
  }

  /**
   * Takes (or, for the same holder, renews) the control lease of a mecha.
   * @param nowMs default clock time
   * @param ttlMs default DEFAULT_LEASE_TTL_MS (10 s)
   * @throws MechaNotFoundError, MechaStateError naming the holder while someone else holds it
   */
  acquireLease(mechaId: string, holderId: string, nowMs?: number, ttlMs = DEFAULT_LEASE_TTL_MS): LeaseInfo {
    const { emit } = this.#entry(mechaId)
    const now = this.#sync(mechaId, nowMs ?? this.clock.now())
    const before = this.#leases.get(mechaId)?.holder
    const lease = this.#leases.acquire(mechaId, holderId, now, ttlMs)
    if (before !== holderId)
      emit('lease_changed', { holder: holderId, expires_at: iso(lease.expiresAtMs), cause: 'acquired' }, now)
    return { holder: lease.holder, expires_at: iso(lease.expiresAtMs) }
  }

  /**
   * Extends the holder's lease by its ttl (call it on every ping or command).
   * @throws MechaNotFoundError, MechaStateError when holderId does not hold it (e.g. it expired)
   */
  renewLease(mechaId: string, holderId: string, nowMs?: number): LeaseInfo {
    this.#entry(mechaId)
    const now = this.#sync(mechaId, nowMs ?? this.clock.now())
    const lease = this.#leases.renew(mechaId, holderId, now)
    return { holder: lease.holder, expires_at: iso(lease.expiresAtMs) }
  }

  /**
   * Gives up the lease without stopping the mecha (a clean hand-over); false when none was held.
   * @throws MechaNotFoundError, MechaStateError when someone else holds it
   */
  releaseLease(mechaId: string, holderId: string): boolean {
    const { sim, emit } = this.#entry(mechaId)
    const released = this.#leases.release(mechaId, holderId)
    if (released) emit('lease_changed', { holder: null, expires_at: null, cause: 'released' }, sim.timeMs)
    return released
  }

  /**
   * Raises a fault (admin, demo, tests): a moving mecha halts; motion is refused until rest.
   * @throws MechaNotFoundError, MechaValidationError for the reserved code `estop`
   */
  injectFault(mechaId: string, code: string, message: string): void {
    const { sim } = this.#entry(mechaId)
    if (code === 'estop')
      throw new MechaValidationError('estop is not a fault to inject; send the estop command')
    sim.raise(code, message, this.#sync(mechaId, this.clock.now()))
  }

  /** Subscribes to every event of every mecha; returns the unsubscribe function. */
  on(listener: FleetListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Events of a mecha with seq > afterSeq, for a reconnecting client; `complete: false` when
   * the buffer no longer reaches back that far (re-read the status).
   * @throws MechaNotFoundError
   */
  eventsSince(mechaId: string, afterSeq: number): EventsSince {
    return this.#entry(mechaId).log.since(afterSeq)
  }

  #entry(mechaId: string): Entry {
    const e = this.#mechas.get(mechaId)
    if (!e) throw new MechaNotFoundError(mechaId)
    return e
  }

  // Catches a mecha up to `nowMs`, stopping it at the exact moment its lease expired.
  #sync(mechaId: string, nowMs: number): number {
    const { sim, emit } = this.#entry(mechaId)
    const lease = this.#leases.get(mechaId)
    if (lease && lease.expiresAtMs <= nowMs) {
      sim.advanceTo(lease.expiresAtMs)
      const at = Math.max(lease.expiresAtMs, sim.timeMs)
      this.#leases.drop(mechaId)
      emit('lease_changed', { holder: null, expires_at: null, cause: 'expired' }, at)
      sim.deadman(`control lease of ${lease.holder} expired (silent for ${lease.ttlMs} ms)`, at)
    }
    sim.advanceTo(nowMs)
    return sim.timeMs
  }

  #telemetry({ sim, emit }: Entry): void {
    sim.lastTelemetryMs = sim.timeMs
    sim.lastTelemetryState = sim.state
    emit('telemetry', telemetryData(sim), sim.timeMs)
  }

  #emitter(mechaId: string, log: EventLog): Emit {
    return (type, data, atMs) => {
      const event = { seq: log.nextSeq(), at: iso(atMs), mecha_id: mechaId, type, data } as MechaEvent
      log.record(event)
      for (const listener of this.#listeners) {
        try {
          listener(event)
        } catch (error) {
          this.#onListenerError(error, event)
        }
      }
    }
  }
}
