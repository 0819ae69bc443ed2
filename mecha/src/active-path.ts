import type { Point } from './mecha.schema.ts'
import type { PathPlan } from './path-plan.ts'

/** The path being walked: segment `index` leads to waypoint `index`. */
export interface ActivePath {
  plan: PathPlan
  commandedSpeed: number
  index: number
  /** Meters walked along the current segment. */
  distOnSeg: number
}

/** Rounds meters (or degrees) to a millionth: enough for a robot, and reports read 2 rather than 2.0000000000000004. */
export const roundMicro = (v: number) => Math.round(v * 1e6) / 1e6

/** An angle in degrees brought into (-180, 180]. */
export function normalizeDeg(d: number): number {
  const r = (((d % 360) + 540) % 360) - 180
  return r === -180 ? 180 : r
}

/** Where the mecha is on its path; exactly the waypoint at a segment's end. */
export function pointOnPath(p: ActivePath): Point {
  const seg = p.plan.segments[p.index]!
  const f = seg.length === 0 ? 1 : p.distOnSeg / seg.length
  if (f >= 1) return seg.to
  return {
    x: roundMicro(seg.from.x + (seg.to.x - seg.from.x) * f),
    y: roundMicro(seg.from.y + (seg.to.y - seg.from.y) * f),
  }
}

/** Meters left to walk, the rest of the current segment included. */
export function distanceLeft(p: ActivePath): number {
  const segs = p.plan.segments
  let left = Math.max(0, segs[p.index]!.length - p.distOnSeg)
  for (let i = p.index + 1; i < segs.length; i++) left += segs[i]!.length
  return left
}
