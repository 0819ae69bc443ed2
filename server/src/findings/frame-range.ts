import { FANOUT, fieldsOf, type LevelSource } from '../streams/buckets.ts'

/**
 * A finding's frames per stream (docs/findings.md#frames), each from that stream's own clock, so
 * cameras at different rates get their own ranges. The frame (or sample) of a stream at time t is
 * the one in effect then: the last at or before t, the first when t precedes it — what the player
 * shows at t. A span [start, end] covers the frames in effect at start through those at end; a
 * finding without times (about the whole file) covers them all.
 */
export type FrameSpan = [number, number]

/** A stream's clock: a video's constant rate from the dataset's t = 0, or its frames' own times. */
export type StreamClock =
  | { kind: 'rate'; fps: number; count: number }
  | { kind: 'times'; times: ArrayLike<number> }

/** Index of the last time at or before t in sorted `times` (0 when t is before the first). */
export function indexAt(times: ArrayLike<number>, t: number): number {
  let lo = 0
  let hi = times.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (times[mid]! <= t) lo = mid + 1
    else hi = mid
  }
  return Math.max(0, lo - 1)
}

/** A microsecond's slack: 2.0 s at 30 fps is frame 60, whatever 2.0 × 30 rounds to in floating point. */
const SLACK = 1e-6

/** The frame of a constant-rate video in effect at t (frame i shows from i / fps). */
export function frameAtRate(fps: number, count: number, t: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(t * fps + SLACK)))
}

/** The span of one stream; null when it has no frames (nothing to point at). */
export function frameSpan(clock: StreamClock, start: number | null, end: number | null): FrameSpan | null {
  const count = clock.kind === 'rate' ? clock.count : clock.times.length
  if (!(count > 0) || (clock.kind === 'rate' && !(clock.fps > 0))) return null
  if (start === null) return [0, count - 1]
  const at = (t: number) =>
    clock.kind === 'rate' ? frameAtRate(clock.fps, clock.count, t) : indexAt(clock.times, t)
  return [at(start), at(end ?? start)]
}

/** The spans of the named streams that have a clock; streams without one are left out. */
export function framesOf(
  clocks: ReadonlyMap<string, StreamClock>,
  names: readonly string[],
  start: number | null,
  end: number | null,
): Record<string, FrameSpan> {
  const out: Record<string, FrameSpan> = {}
  for (const name of names) {
    const clock = clocks.get(name)
    const span = clock && frameSpan(clock, start, end)
    if (span) out[name] = span
  }
  return out
}

/**
 * The sample of a channel in effect at t, found through its summary levels (streams/buckets.ts)
 * from the coarsest down: a few reads of FANOUT records each, never the whole channel.
 */
export async function sampleAt(levels: LevelSource, t: number): Promise<number> {
  const top = levels.levels - 1
  if (top < 0 || levels.size(0) === 0) return 0
  /** The last record of [i0, i1) of `level` whose (first) time is at or before t, or i0. */
  const pick = async (level: number, i0: number, i1: number) => {
    const end = Math.min(i1, levels.size(level))
    const recs = await levels.read(level, i0, end)
    const fields = fieldsOf(level)
    let chosen = i0
    for (let i = 0; i < end - i0; i++) if (recs[i * fields]! <= t) chosen = i0 + i
    return chosen
  }
  let i = await pick(top, 0, levels.size(top))
  for (let level = top - 1; level >= 0; level--) i = await pick(level, i * FANOUT, i * FANOUT + FANOUT)
  return i
}

/** A channel's span of samples, as {@link frameSpan} for frames. */
export async function sampleSpan(
  levels: LevelSource,
  samples: number,
  start: number | null,
  end: number | null,
): Promise<FrameSpan | null> {
  if (!(samples > 0)) return null
  if (start === null) return [0, samples - 1]
  return [await sampleAt(levels, start), await sampleAt(levels, end ?? start)]
}
