import {
  type Clock,
  type EventsSince,
  Fleet,
  type MechaCommand,
  type MechaInfo,
  startSlicedTicker,
  type Ticker,
} from '@hangar/mecha'
import { EventIndex } from './event-index.ts'
import type {
  CommandOutcome,
  EventSink,
  MechaBackend,
  MechaDiagnostics,
  MechaRegistration,
} from './mecha-backend.ts'

/** A lease held through this backend lasts until released or dead-manned: the WebSocket keep-alive watches the holder. */
const UNTIL_RELEASED_MS = 365 * 24 * 3600 * 1000

export interface EmbeddedBackendOptions {
  /** The simulator's clock (tests pass a ManualClock; demos a scaled clock). */
  clock: Clock
  /** How often the simulator steps; default 100 ms (10 Hz telemetry while moving). */
  tickMs?: number
  /** Called when a watcher throws; the simulation carries on. */
  onError: (error: unknown) => void
}

/**
 * The embedded adapter: every mecha is simulated inside this process by the domain's `Fleet`,
 * stepped by a sliced ticker. Nothing to install; a restart starts every mecha afresh.
 */
export class EmbeddedMechaBackend implements MechaBackend {
  readonly kind = 'embedded'
  readonly #fleet: Fleet
  readonly #index = new EventIndex()
  readonly #ticker: Ticker

  constructor(options: EmbeddedBackendOptions) {
    this.#fleet = new Fleet({ clock: options.clock, onListenerError: (error) => options.onError(error) })
    this.#fleet.on((event) => this.#index.deliver(event, options.onError))
    this.#ticker = startSlicedTicker(this.#fleet, { intervalMs: options.tickMs ?? 100, slices: 10 })
  }

  async register(registration: MechaRegistration): Promise<MechaInfo> {
    return this.#fleet.register(registration)
  }

  async unregister(mechaId: string): Promise<void> {
    this.#fleet.unregister(mechaId)
  }

  find(mechaId: string): MechaInfo | undefined {
    return this.#fleet.has(mechaId) ? this.#fleet.info(mechaId) : undefined
  }

  async command(mechaId: string, cmd: MechaCommand, actor?: string): Promise<CommandOutcome> {
    const result = this.#fleet.command(mechaId, cmd, actor ? { actor } : {})
    return { result, status: this.#diagnostics(mechaId) }
  }

  async status(mechaId: string): Promise<MechaDiagnostics> {
    return this.#diagnostics(mechaId)
  }

  lastKnown(mechaId: string): MechaDiagnostics | undefined {
    return this.#fleet.has(mechaId) ? this.#diagnostics(mechaId) : undefined
  }

  async acquireLease(mechaId: string, holder: string): Promise<void> {
    this.#fleet.acquireLease(mechaId, holder, undefined, UNTIL_RELEASED_MS)
  }

  async releaseLease(mechaId: string, holder: string): Promise<boolean> {
    return this.#fleet.releaseLease(mechaId, holder)
  }

  async deadman(mechaId: string, holder: string, reason: string): Promise<void> {
    if (this.#fleet.status(mechaId).lease?.holder === holder) this.#fleet.deadman(mechaId, reason)
  }

  async eventsSince(mechaId: string, afterSeq: number): Promise<EventsSince> {
    return this.#fleet.eventsSince(mechaId, afterSeq)
  }

  async watch(mechaId: string, sink: EventSink): Promise<() => void> {
    this.#fleet.info(mechaId) // 404 for an unknown mecha
    this.#index.add(mechaId, sink)
    return () => void this.#index.remove(mechaId, sink)
  }

  /** Mechas under real-time control stop when the service goes away. */
  async close(): Promise<void> {
    this.#ticker.stop()
    for (const m of this.#fleet.list())
      if (this.#fleet.status(m.id).lease) this.#fleet.deadman(m.id, 'service shutting down')
  }

  // --- beyond the port: the simulator's own controls, for tests and demos ---

  /** Advances every simulated mecha to the clock's time (what the ticker does). */
  step(): void {
    this.#fleet.step()
  }

  /** Raises a fault on a simulated mecha (admin, demo, tests). */
  injectFault(mechaId: string, code: string, message: string): void {
    this.#fleet.injectFault(mechaId, code, message)
  }

  #diagnostics(mechaId: string): MechaDiagnostics {
    const status = this.#fleet.status(mechaId)
    return { ...status, online: true, last_seen: status.at }
  }
}
