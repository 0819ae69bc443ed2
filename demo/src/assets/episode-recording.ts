import { seededRandom } from '../seeded-random.ts'
import { activityProfile, noise } from './activity-profile.ts'
import { DEFAULT_BUILD, LEG_NAMES, type LegName, quadrupedPose } from './quadruped-gait.ts'
import type { StairCourse } from './stair-course.ts'

export interface EpisodeRecordingOptions {
  seed: number
  durationSeconds: number
  /** Samples per second. */
  hz: number
  /**
   * Odometry drift while the robot stands still in the mid-run pause: the base pose slides this
   * many metres sideways although the feet do not move (the flaw a reviewer rejected it for).
   */
  driftMetres?: number
  /**
   * Seconds the robot was to walk, when longer than `durationSeconds`: the recording stops before
   * the run ends, with the robot still trotting at its last line. Default: `durationSeconds`.
   */
  runSeconds?: number
  /**
   * Times an operator took over, each for {@link INTERVENTION_SECONDS} from a whole second (the
   * first at a quarter of the recording, the second at three quarters): every line then carries
   * `operator_override`, true while the operator drives.
   */
  interventions?: number
}

/** How long each operator takeover lasts. */
export const INTERVENTION_SECONDS = 2

/** Joint names in a recording: three per leg (hip roll, hip pitch, knee), legs in {@link LEG_NAMES} order. */
export const EPISODE_JOINTS: readonly string[] = LEG_NAMES.flatMap((leg) => [
  `${leg}_hip_roll`,
  `${leg}_hip_pitch`,
  `${leg}_knee`,
])

/** One line of a recording, as written. Angles in radians, positions in metres, yaw in radians. */
export interface EpisodeSample {
  t: number
  joint_pos: Record<string, number>
  base: { x: number; y: number; z: number; yaw: number }
  foot_contact: Record<LegName, boolean>
  /** Only in a run an operator took over ({@link EpisodeRecordingOptions.interventions}). */
  operator_override?: boolean
}

// No steps and no rise: level ground everywhere.
const FLAT: StairCourse = { start: 0, rise: 0, run: 1, steps: 0 }
const GAIT_HZ = 1.8
const TOP_SPEED = 0.8

const round = (v: number, digits: number): number => {
  const r = Number(v.toFixed(digits))
  return r === 0 ? 0 : r // no "-0" in the file
}

/**
 * A JSON Lines recording of a real deployment: one object per sample (see {@link EpisodeSample}),
 * `round(durationSeconds × hz)` lines, t from 0 in steps of 1/hz. The robot trots a gently curving
 * path, pauses mid-run and stops at the end (unless `runSeconds` cuts the recording short); joint
 * angles come from the same leg model as the synthetic clips, with encoder-sized noise.
 */
export function episodeRecording(options: EpisodeRecordingOptions): Buffer {
  const random = seededRandom(options.seed)
  const runSeconds = Math.max(options.durationSeconds, options.runSeconds ?? 0)
  const activity = activityProfile(random, runSeconds)
  const turnPeriod = random.range(8, 20)
  const turnPhase = random.range(0, 2 * Math.PI)
  const turnRate = random.range(0.08, 0.25)
  const samples = Math.round(options.durationSeconds * options.hz)
  const dt = 1 / options.hz
  let cycles = random.range(0, 1)
  let x = 0
  let y = 0
  let yaw = random.range(-Math.PI, Math.PI)
  const lines: string[] = []
  const drift = options.driftMetres ?? 0
  // The pause's still part lasts about its length less the 0.8 s ramps (activity-profile.ts).
  const driftRate = drift / Math.max(0.5, Math.min(4, runSeconds * 0.12) - 0.8)
  let drifted = 0
  // Takeovers from whole seconds spread over the recording (a quarter and three quarters in for
  // two), as line indexes so that float steps cannot move an edge by a line.
  const interventions = options.interventions ?? 0
  const takeoverLines = Array.from(
    { length: interventions },
    (_, k) => Math.round((options.durationSeconds * (2 * k + 1)) / (2 * interventions)) * options.hz,
  )
  const takeoverLength = Math.round(INTERVENTION_SECONDS * options.hz)
  for (let i = 0; i < samples; i++) {
    const t = i * dt
    const a = activity(t)
    const midRun = t > runSeconds * 0.2 && t < runSeconds * 0.8
    if (drift > 0 && midRun && a < 0.05 && drifted < drift) {
      const step = Math.min(drift - drifted, driftRate * dt)
      drifted += step
      x += step * Math.cos(yaw + Math.PI / 2)
      y += step * Math.sin(yaw + Math.PI / 2)
    }
    const pose = quadrupedPose(FLAT, 0, cycles, {
      ...DEFAULT_BUILD,
      stroke: DEFAULT_BUILD.stroke * a,
      clearance: DEFAULT_BUILD.clearance * Math.min(1, a * 3),
    })
    const standing = a < 0.05
    const joint_pos: Record<string, number> = {}
    const foot_contact = {} as Record<LegName, boolean>
    for (const leg of pose.legs) {
      const sway = 0.035 * a * Math.sin(2 * Math.PI * cycles + (leg.side === 1 ? 0 : Math.PI))
      joint_pos[`${leg.name}_hip_roll`] = round(leg.side * 0.02 + sway + noise(random, 0.002), 4)
      joint_pos[`${leg.name}_hip_pitch`] = round(leg.hipPitch + noise(random, 0.002), 4)
      joint_pos[`${leg.name}_knee`] = round(leg.kneePitch + noise(random, 0.002), 4)
      foot_contact[leg.name] = standing || leg.inContact
    }
    const z = DEFAULT_BUILD.standHeight + 0.008 * a * Math.cos(4 * Math.PI * cycles) + noise(random, 0.001)
    const sample: EpisodeSample = {
      t: round(t, 3),
      joint_pos,
      base: { x: round(x, 4), y: round(y, 4), z: round(z, 4), yaw: round(yaw, 4) },
      foot_contact,
      ...(interventions > 0
        ? { operator_override: takeoverLines.some((from) => i >= from && i < from + takeoverLength) }
        : {}),
    }
    lines.push(JSON.stringify(sample))
    const speed = TOP_SPEED * a
    x += speed * Math.cos(yaw) * dt
    y += speed * Math.sin(yaw) * dt
    yaw += turnRate * a * Math.sin((2 * Math.PI * t) / turnPeriod + turnPhase) * dt
    cycles += GAIT_HZ * Math.min(1, a * 4) * dt
  }
  return Buffer.from(`${lines.join('\n')}\n`)
}
