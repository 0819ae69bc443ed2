import type { MechaEvent } from '@hangar/mecha'
import type { EventSink } from './mecha-backend.ts'

/**
 * An index from mecha id to the sinks that watch it: an event costs its own watchers, not every
 * open connection. `add` and `remove` say when a mecha gains its first watcher or loses its last,
 * so an adapter can subscribe to a robot's stream only while someone looks.
 */
export class EventIndex {
  readonly #byMecha = new Map<string, Set<EventSink>>()

  /** Returns true when this is the mecha's first watcher. */
  add(mechaId: string, sink: EventSink): boolean {
    const sinks = this.#byMecha.get(mechaId)
    if (sinks) {
      sinks.add(sink)
      return false
    }
    this.#byMecha.set(mechaId, new Set([sink]))
    return true
  }

  /** Returns true when the mecha's last watcher went. */
  remove(mechaId: string, sink: EventSink): boolean {
    const sinks = this.#byMecha.get(mechaId)
    if (!sinks?.delete(sink)) return false
    if (sinks.size > 0) return false
    this.#byMecha.delete(mechaId)
    return true
  }

  watched(mechaId: string): boolean {
    return this.#byMecha.has(mechaId)
  }

  /**
   * Hands an event to the mecha's watchers; a sink that throws does not keep the others from it.
   * @param onError called with what a sink threw
   */
  deliver(event: MechaEvent, onError: (error: unknown) => void): void {
    const sinks = this.#byMecha.get(event.mecha_id)
    if (!sinks) return
    for (const sink of sinks) {
      try {
        sink(event)
      } catch (error) {
        onError(error)
      }
    }
  }
}
