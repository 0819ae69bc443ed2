import type { SeededRandom } from '../seeded-random.ts'

const smoothstep = (edge0: number, edge1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)))
  return t * t * (3 - 2 * t)
}

/**
 * How hard the robot is working over a run, 0 (standing) to 1 (full walking speed): it starts and
 * stops standing, and pauses once in the middle, as operators do to check a site. Recordings and
 * telemetry of the same kind of run share this so their streams rise and fall together.
 */
export function activityProfile(random: SeededRandom, durationSeconds: number): (t: number) => number {
  const ramp = Math.min(2, durationSeconds / 6)
  const pauseAt = durationSeconds * random.range(0.4, 0.6)
  const pauseLength = Math.min(4, durationSeconds * 0.12)
  const wobblePeriod = random.range(6, 11)
  const wobblePhase = random.range(0, 2 * Math.PI)
  return (t) => {
    const running = smoothstep(0, ramp, t) * (1 - smoothstep(durationSeconds - ramp, durationSeconds, t))
    const pause =
      1 -
      smoothstep(pauseAt, pauseAt + 0.8, t) *
        (1 - smoothstep(pauseAt + pauseLength, pauseAt + pauseLength + 0.8, t))
    const wobble = 0.8 + 0.2 * Math.sin((2 * Math.PI * t) / wobblePeriod + wobblePhase)
    return running * pause * wobble
  }
}

/** Roughly normal noise (sum of three uniforms), standard deviation `sigma`. */
export function noise(random: SeededRandom, sigma: number): number {
  return (random.next() + random.next() + random.next() - 1.5) * 2 * sigma
}
