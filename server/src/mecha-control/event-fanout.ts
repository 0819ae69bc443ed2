import type { Fleet, MechaEvent } from '@hangar/mecha'

export interface EventSink {
  deliver(event: MechaEvent): void
}

/**
 * One fleet listener for every WebSocket, and an index from mecha id to the connections that
 * watch it: an event costs its own subscribers, not every open connection.
 */
export class EventFanout {
  readonly #byMecha = new Map<string, Set<EventSink>>()

  constructor(fleet: Fleet) {
    fleet.on((event) => {
      const sinks = this.#byMecha.get(event.mecha_id)
      if (sinks) for (const sink of sinks) sink.deliver(event)
    })
  }

  add(mechaId: string, sink: EventSink): void {
    const sinks = this.#byMecha.get(mechaId)
    if (sinks) sinks.add(sink)
    else this.#byMecha.set(mechaId, new Set([sink]))
  }

  remove(mechaId: string, sink: EventSink): void {
    const sinks = this.#byMecha.get(mechaId)
    if (!sinks) return
    sinks.delete(sink)
    if (sinks.size === 0) this.#byMecha.delete(mechaId)
  }
}
