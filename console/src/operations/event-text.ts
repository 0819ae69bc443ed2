import type { MechaEvent } from './mecha-socket.ts'

const point = (p: unknown) => {
  const q = p as { x?: number; y?: number } | undefined
  return q && typeof q.x === 'number' && typeof q.y === 'number'
    ? `(${q.x.toFixed(2)}, ${q.y.toFixed(2)})`
    : ''
}

/** One line a person reads in the event log. */
export function eventText(e: MechaEvent, holderLabel: (holder: string | null) => string): string {
  const d = e.data
  switch (e.type) {
    case 'state_changed':
      return `${d.from} → ${d.to} (${d.cause})`
    case 'mode_changed':
      return `mode ${d.from} → ${d.to}`
    case 'waypoint_reached':
      return `waypoint ${Number(d.index) + 1} reached ${point(d.point)}`
    case 'path_finished':
      return `path finished at ${point(d.point)} (${d.waypoints} waypoints)`
    case 'path_preempted':
      return `path ended early: ${d.reason} at ${point(d.point)}`
    case 'fault_raised':
      return `fault raised: ${(d.error as { code?: string; message?: string })?.message ?? ''}`
    case 'fault_cleared':
      return `fault cleared: ${(d.error as { code?: string })?.code ?? ''}`
    case 'lease_changed':
      return d.holder ? `control taken by ${holderLabel(d.holder as string)}` : `control ${String(d.cause)}`
    default:
      return e.type
  }
}
