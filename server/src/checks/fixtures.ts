/**
 * Seeded recordings for the checks' tests: clean noisy channels, and the same with one defect at a
 * known time. Everything is a function of the seed.
 */

import type { CheckFinding } from './check-finding.ts'
import { type ChecksOptions, ChecksSink } from './checks-sink.ts'

export type Sample = [channel: string, t: number, v: number]

/** mulberry32, as the demo uses. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Standard normal noise (Box–Muller). */
export function gaussian(next: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
}

export interface SignalOptions {
  name?: string
  seed?: number
  seconds?: number
  hz?: number
  /** Sine amplitude and frequency; noise σ. */
  amplitude?: number
  frequency?: number
  noise?: number
  offset?: number
}

/** One clean channel: a sine with Gaussian noise, samples at i / hz. */
export function signal(o: SignalOptions = {}): Sample[] {
  const name = o.name ?? 'imu.accel.x'
  const hz = o.hz ?? 100
  const n = Math.round((o.seconds ?? 30) * hz)
  const g = gaussian(random(o.seed ?? 1))
  const out: Sample[] = []
  for (let i = 0; i < n; i++) {
    const t = i / hz
    const v =
      (o.offset ?? 0) +
      (o.amplitude ?? 2) * Math.sin(2 * Math.PI * (o.frequency ?? 0.7) * t) +
      (o.noise ?? 0.05) * g()
    out.push([name, t, v])
  }
  return out
}

/** Feeds samples to a fresh sink and returns its findings. */
export function check(samples: Iterable<Sample>, options: ChecksOptions = {}): CheckFinding[] {
  const sink = new ChecksSink(options)
  for (const [c, t, v] of samples) sink.sample(c, t, v)
  return sink.finish()
}

/** Samples with `f` applied to those whose time lies in [from, to]. */
export function during(
  samples: Sample[],
  from: number,
  to: number,
  f: (s: Sample) => Sample | null,
): Sample[] {
  const out: Sample[] = []
  for (const s of samples) {
    const r = s[1] >= from && s[1] <= to ? f(s) : s
    if (r) out.push(r)
  }
  return out
}

export interface WalkOptions {
  seed?: number
  seconds?: number
  hz?: number
  /** Still spans [from, to] in seconds: the command is zero and all feet are in contact. */
  still?: [number, number][]
  /** Metres the base slides sideways, spread evenly over [from, to]. */
  drift?: { from: number; to: number; metres: number }
  /** Which channels say the robot stands: a commanded velocity, foot contacts, or both. */
  signals?: 'command' | 'contact' | 'both'
  /** Seconds the base keeps coasting after the command drops to zero. */
  coast?: number
}

/**
 * A walking robot as a JSON Lines reader would give it: `base.x`, `base.y`, `cmd_vel.linear.x`,
 * `cmd_vel.angular.z` and `foot_contact.{fl,fr,rl,rr}` (a trot: diagonal pairs alternate) each sample.
 */
export function walk(o: WalkOptions = {}): Sample[] {
  const hz = o.hz ?? 50
  const n = Math.round((o.seconds ?? 30) * hz)
  const g = gaussian(random(o.seed ?? 7))
  const still = o.still ?? []
  const signals = o.signals ?? 'both'
  const coast = o.coast ?? 0
  let x = 0
  let y = 0
  let heading = 0
  const out: Sample[] = []
  for (let i = 0; i < n; i++) {
    const t = i / hz
    const standing = still.some(([a, b]) => t >= a && t <= b)
    const sinceStop = Math.min(
      ...still.map(([a, b]) => (t >= a && t <= b ? t - a : Number.POSITIVE_INFINITY)),
    )
    const speed = standing ? (sinceStop < coast ? 0.6 * (1 - sinceStop / coast) : 0) : 0.6
    const turn = standing ? 0 : 0.2 * Math.sin(t / 4)
    if (o.drift && t > o.drift.from && t <= o.drift.to + 1e-9) {
      const step = o.drift.metres / ((o.drift.to - o.drift.from) * hz)
      x += step * Math.cos(heading + Math.PI / 2)
      y += step * Math.sin(heading + Math.PI / 2)
    }
    out.push(['base.x', t, x], ['base.y', t, y])
    if (signals !== 'contact') {
      out.push(['cmd_vel.linear.x', t, standing ? 0 : 0.6 + 0.01 * g()])
      out.push(['cmd_vel.angular.z', t, standing ? 0 : turn])
    }
    if (signals !== 'command') {
      const phase = Math.floor(t * 2 * 1.8) % 2 === 0
      for (const [leg, pair] of [
        ['fl', true],
        ['fr', false],
        ['rl', false],
        ['rr', true],
      ] as const)
        out.push([`foot_contact.${leg}`, t, standing || phase === pair ? 1 : 0])
    }
    x += (speed * Math.cos(heading)) / hz
    y += (speed * Math.sin(heading)) / hz
    heading += turn / hz
  }
  return out
}
