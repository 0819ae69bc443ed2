import type { Point } from './mecha.schema.ts'
import { staircaseLocal, type Terrain, terrainAt } from './terrain.ts'
import type { Staircase, WorldMap } from './world-map.schema.ts'

/** A stretch of a segment over one surface; distances in meters from the segment's start. */
export interface Piece {
  from: number
  to: number
  terrain: Terrain
}

/** A place where the surface height changes under the path (a riser, a side or a far edge). */
export interface Edge {
  point: Point
  /** Height change in meters, positive going up. */
  dz: number
  /** The staircase on the higher side of the edge. */
  staircase: Staircase
}

/** A straight leg of a path, cut at every edge of every staircase it touches. */
export interface SegmentProfile {
  from: Point
  to: Point
  length: number
  /** Walking direction in degrees, null for a zero-length segment (no turn needed). */
  headingDeg: number | null
  pieces: Piece[]
  edges: Edge[]
}

const EPS = 1e-9

// Parameters t in (0, 1) where the segment crosses a line of constant u or v of a staircase.
function crossings(s: Staircase, a: Point, b: Point): number[] {
  const la = staircaseLocal(s, a)
  const lb = staircaseLocal(s, b)
  const out: number[] = []
  const cut = (ca: number, cb: number, c: number) => {
    if (Math.abs(cb - ca) < EPS) return
    const t = (c - ca) / (cb - ca)
    if (t > EPS && t < 1 - EPS) out.push(t)
  }
  for (let k = 0; k <= s.step_count; k++) cut(la.u, lb.u, k * s.step_depth_m)
  cut(la.u, lb.u, s.step_count * s.step_depth_m + s.landing_depth_m)
  cut(la.v, lb.v, -s.width_m / 2)
  cut(la.v, lb.v, s.width_m / 2)
  return out
}

const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
})

/**
 * Cuts the segment a→b into pieces of constant surface and lists the height changes along it.
 * The surface of each piece is read at its middle, so a path running exactly along an edge is
 * judged by the side it is on, and the start and end points (on an edge: the lower surface)
 * are compared with the first and last piece.
 */
export function profileSegment(map: WorldMap, a: Point, b: Point): SegmentProfile {
  const length = Math.hypot(b.x - a.x, b.y - a.y)
  if (length < EPS) return { from: a, to: b, length: 0, headingDeg: null, pieces: [], edges: [] }
  const ts = [0, 1, ...map.staircases.flatMap((s) => crossings(s, a, b))].sort((p, q) => p - q)
  const pieces: Piece[] = []
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i]!
    const t1 = ts[i + 1]!
    if (t1 - t0 < EPS) continue
    const terrain = terrainAt(map, lerp(a, b, (t0 + t1) / 2))
    const last = pieces.at(-1)
    if (last && last.terrain.z === terrain.z && last.terrain.zone === terrain.zone) last.to = t1 * length
    else pieces.push({ from: t0 * length, to: t1 * length, terrain })
  }
  const edges: Edge[] = []
  const surfaces = [terrainAt(map, a), ...pieces.map((p) => p.terrain), terrainAt(map, b)]
  const at = [0, ...pieces.map((p) => p.from / length), 1]
  for (let i = 1; i < surfaces.length; i++) {
    const lo = surfaces[i - 1]!
    const hi = surfaces[i]!
    const dz = hi.z - lo.z
    if (Math.abs(dz) < EPS) continue
    const staircase = (dz > 0 ? hi.staircase : lo.staircase)!
    edges.push({ point: lerp(a, b, at[i]!), dz, staircase })
  }
  const headingDeg = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI
  return { from: a, to: b, length, headingDeg, pieces, edges }
}
