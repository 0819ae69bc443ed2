/** A point in meters, relative to where the mecha started (docs/mecha.md). */
export interface Point {
  x: number
  y: number
}

/** Shape of every mecha's loop; each default is what the benchmark uses. */
export interface LoopOptions {
  /** Distance from the origin to the centre of the square; default 15 m. */
  distanceM?: number
  /** Side of the square; default 5 m. */
  sideM?: number
  /** Waypoints per side; default 5 (one every meter). */
  pointsPerSide?: number
}

/** Directions of the loop centres, counter-clockwise from +x: the side away from the stairs. */
const FROM_DEG = 120
const TO_DEG = 240

const mm = (v: number) => Math.round(v * 1000) / 1000

/**
 * The closed loop mecha `index` of `count` walks: a square centred `distanceM` from the origin
 * in a direction between 120° and 240°, turned to face the origin, with `4 × pointsPerSide`
 * waypoints in walking order. On the default map the stairs start at x = 5; every point here
 * has x < 0 (with the defaults, x ≤ −4), so no segment from the origin or along the loop comes
 * near them, and the farthest point is about 18.6 m from the origin (the range is 50 m).
 */
export function loopFor(index: number, count: number, o: LoopOptions = {}): Point[] {
  const distance = o.distanceM ?? 15
  const side = o.sideM ?? 5
  const perSide = o.pointsPerSide ?? 5
  const deg = FROM_DEG + ((TO_DEG - FROM_DEG) * (index + 0.5)) / Math.max(1, count)
  const a = (deg * Math.PI) / 180
  const cos = Math.cos(a)
  const sin = Math.sin(a)
  const h = side / 2
  // Corners in the square's own frame (u away from the origin, v sideways), counter-clockwise.
  const corners = [
    { u: -h, v: -h },
    { u: h, v: -h },
    { u: h, v: h },
    { u: -h, v: h },
  ]
  const points: Point[] = []
  for (let c = 0; c < 4; c++) {
    const from = corners[c]!
    const to = corners[(c + 1) % 4]!
    for (let k = 0; k < perSide; k++) {
      const t = k / perSide
      const u = distance + from.u + (to.u - from.u) * t
      const v = from.v + (to.v - from.v) * t
      points.push({ x: mm(u * cos - v * sin), y: mm(u * sin + v * cos) })
    }
  }
  return points
}

/**
 * The first path of a mecha: from wherever it stands to loop point `start`, then on round the
 * loop back to point 0. Starting points differ between mechas, so their first paths end at
 * different times and the re-sent paths are spread out instead of arriving all at once.
 */
export function firstPath(loop: Point[], start: number): Point[] {
  const s = ((start % loop.length) + loop.length) % loop.length
  return [...loop.slice(s), loop[0]!]
}

/** One lap from loop point 0 back to it (where every path of the benchmark ends). */
export function lapPath(loop: Point[]): Point[] {
  return [...loop.slice(1), loop[0]!]
}

/** Length of a path walked from `from`, in meters. */
export function pathLengthM(from: Point, path: Point[]): number {
  let length = 0
  let at = from
  for (const p of path) {
    length += Math.hypot(p.x - at.x, p.y - at.y)
    at = p
  }
  return length
}
