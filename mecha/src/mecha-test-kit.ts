// Shared set-up for the mecha tests (not a test file itself): a fleet on a manual clock that
// records every event, and a way to let simulated time pass in small steps.
import { ManualClock } from './clock.ts'
import { Fleet, type RegisterMecha } from './fleet.ts'
import type { MechaEvent, MechaEventType } from './mecha-event.schema.ts'
import type { WorldMap } from './world-map.schema.ts'

/** A map with no stairs, for tests about flat motion. */
export const FLAT_MAP: WorldMap = { operational_range_m: 50, staircases: [] }

export function makeFleet(options: { idleTelemetryMs?: number; eventBufferSize?: number } = {}) {
  const clock = new ManualClock()
  const fleet = new Fleet({ clock, ...options })
  const events: MechaEvent[] = []
  fleet.on((e) => events.push(e))
  const start = clock.now()

  /** Registers a quadruped 'm1' on the default map unless told otherwise. */
  const add = (input: Partial<RegisterMecha> = {}) =>
    fleet.register({ id: 'm1', name: 'Unit 1', model: 'quadruped', organization_id: 'org-1', ...input }).id

  /** Lets `ms` of simulated time pass in steps of `tickMs` (default 100). */
  const run = (ms: number, tickMs = 100) => {
    const end = clock.now() + ms
    while (clock.now() < end) {
      clock.advance(Math.min(tickMs, end - clock.now()))
      fleet.step()
    }
  }

  /** Events of one type, optionally only those after a given seq. */
  const ofType = <K extends MechaEventType>(type: K, afterSeq = 0) =>
    events.filter((e): e is Extract<MechaEvent, { type: K }> => e.type === type && e.seq > afterSeq)

  /** Simulated seconds since the fleet was made. */
  const elapsedS = () => (clock.now() - start) / 1000

  /** Seconds between the start of the fleet and an event's timestamp. */
  const secondsAt = (e: MechaEvent) => (Date.parse(e.at) - start) / 1000

  return { fleet, clock, events, add, run, ofType, elapsedS, secondsAt }
}
