/**
 * The frames of an exported episode (docs/exports.md#rate): a LeRobot dataset has one `fps`, and
 * every frame of every episode is at `frame_index / fps`. Pure functions over row times.
 */

/** LeRobot's own tolerance between a frame's timestamp and `frame_index / fps` (seconds). */
export const TOLERANCE_S = 1e-4

/** The fps when nothing says otherwise (an episode of one row). */
export const DEFAULT_FPS = 30

/** An episode's rate: 1 / its median row interval, rounded to a whole fps (at least 1). */
export function rateOf(times: ArrayLike<number>): number | undefined {
  if (times.length < 2) return undefined
  const dts: number[] = []
  for (let i = 1; i < times.length; i++) dts.push(times[i]! - times[i - 1]!)
  dts.sort((a, b) => a - b)
  const median = dts[dts.length >> 1]!
  if (!(median > 0)) return undefined
  return Math.max(1, Math.round(1 / median))
}

/**
 * The export's fps: the most common rate of its episodes (ties: the higher), so most episodes
 * keep their own rows; {@link DEFAULT_FPS} when none has a rate.
 */
export function exportFps(rates: readonly (number | undefined)[]): number {
  const counts = new Map<number, number>()
  for (const r of rates) if (r !== undefined) counts.set(r, (counts.get(r) ?? 0) + 1)
  let best: number | undefined
  for (const [r, n] of counts)
    if (best === undefined || n > counts.get(best)! || (n === counts.get(best)! && r > best)) best = r
  return best ?? DEFAULT_FPS
}

/** Whether row i is at `i / fps` from the first row, within {@link TOLERANCE_S}, for every row. */
export function evenlySpaced(times: ArrayLike<number>, fps: number): boolean {
  const t0 = times[0] ?? 0
  for (let i = 0; i < times.length; i++) if (Math.abs(times[i]! - t0 - i / fps) > TOLERANCE_S) return false
  return true
}

/**
 * For each frame of the episode at `fps`, the source row it takes its values from. Evenly spaced
 * rows are the frames themselves; otherwise frames run from the first row's time to the last's
 * every 1/fps, each taking the last row at or before it (last-value hold).
 */
export function frameRows(times: ArrayLike<number>, fps: number): Int32Array {
  const n = times.length
  if (n === 0) return new Int32Array(0)
  if (evenlySpaced(times, fps)) return Int32Array.from({ length: n }, (_, i) => i)
  const t0 = times[0]!
  const span = times[n - 1]! - t0
  const frames = Math.floor(span * fps + 1e-9) + 1
  const rows = new Int32Array(frames)
  let row = 0
  for (let k = 0; k < frames; k++) {
    const t = t0 + k / fps + 1e-9
    while (row + 1 < n && times[row + 1]! <= t) row++
    rows[k] = row
  }
  return rows
}
