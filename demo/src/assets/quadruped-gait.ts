import { rampHeight, type StairCourse, treadHeight } from './stair-course.ts'

/** Leg names in the order used by every demo file: front-left, front-right, rear-left, rear-right. */
export const LEG_NAMES = ['FL', 'FR', 'RL', 'RR'] as const
export type LegName = (typeof LEG_NAMES)[number]

/** Body and leg sizes in metres. */
export interface QuadrupedBuild {
  /** Distance between the front and the rear hips. */
  hipSpacing: number
  /** Distance between the left and the right hips. */
  hipWidth: number
  thigh: number
  shank: number
  /** Hip height above the (ramped) ground. */
  standHeight: number
  /** Length of one foot stroke; the body advances two strokes per gait cycle. */
  stroke: number
  /** How high a swinging foot is lifted above the higher of its take-off and landing treads. */
  clearance: number
}

export const DEFAULT_BUILD: QuadrupedBuild = {
  hipSpacing: 0.7,
  hipWidth: 0.26,
  thigh: 0.36,
  shank: 0.36,
  standHeight: 0.56,
  stroke: 0.15,
  clearance: 0.07,
}

/** Side-view coordinates: x forward, y up, metres. */
export interface Vec2 {
  x: number
  y: number
}

export interface LegPose {
  name: LegName
  /** +1 for the left legs, -1 for the right ones: the lateral offset's sign. */
  side: 1 | -1
  hip: Vec2
  knee: Vec2
  foot: Vec2
  inContact: boolean
  /** Thigh angle from straight down, positive forward (rad). */
  hipPitch: number
  /** Shank angle relative to the thigh (rad); positive, as these knees bend backwards. */
  kneePitch: number
}

export interface QuadrupedPose {
  /** Midpoint between the hips. */
  body: Vec2
  pitch: number
  legs: LegPose[]
}

// Trot: diagonal pairs move together, half a cycle apart.
const PHASE: Record<LegName, number> = { FL: 0, RR: 0, FR: 0.5, RL: 0.5 }

const frac = (v: number): number => v - Math.floor(v)
const smooth = (w: number): number => w * w * (3 - 2 * w)

/**
 * Pose of a trotting quadruped `cycles` gait cycles after its body centre was at `startX`.
 * Stance feet stay fixed in the world and swing feet arc from one foothold to the next, so the
 * walk reads as walking rather than skating, on the floor and on the stairs alike.
 */
export function quadrupedPose(
  course: StairCourse,
  startX: number,
  cycles: number,
  build: QuadrupedBuild = DEFAULT_BUILD,
): QuadrupedPose {
  const s = build.stroke
  const bodyX = (t: number): number => startX + 2 * s * t
  const legs = LEG_NAMES.map((name): LegPose => {
    const front = name[0] === 'F'
    const side: 1 | -1 = name[1] === 'L' ? 1 : -1
    const hipX = (t: number): number => bodyX(t) + (front ? build.hipSpacing / 2 : -build.hipSpacing / 2)
    const u = frac(cycles + PHASE[name])
    const cycleStart = cycles - u
    const takeOff = hipX(cycleStart) + s / 2
    let foot: Vec2
    const inContact = u < 0.5
    if (inContact) {
      foot = { x: takeOff, y: treadHeight(course, takeOff) }
    } else {
      const w = (u - 0.5) / 0.5
      const landing = takeOff + 2 * s
      const y0 = treadHeight(course, takeOff)
      const y1 = treadHeight(course, landing)
      const e = smooth(w)
      foot = {
        x: takeOff + (landing - takeOff) * e,
        y: y0 + (y1 - y0) * e + (build.clearance + Math.abs(y1 - y0)) * Math.sin(Math.PI * w),
      }
    }
    const hx = hipX(cycles)
    const hip = { x: hx, y: rampHeight(course, hx) + build.standHeight }
    const knee = solveKnee(hip, foot, build.thigh, build.shank)
    const hipPitch = Math.atan2(knee.x - hip.x, hip.y - knee.y)
    const shankPitch = Math.atan2(foot.x - knee.x, knee.y - foot.y)
    return { name, side, hip, knee, foot, inContact, hipPitch, kneePitch: shankPitch - hipPitch }
  })
  const fl = legs[0] as LegPose
  const rl = legs[2] as LegPose
  return {
    body: { x: (fl.hip.x + rl.hip.x) / 2, y: (fl.hip.y + rl.hip.y) / 2 },
    pitch: Math.atan2(fl.hip.y - rl.hip.y, fl.hip.x - rl.hip.x),
    legs,
  }
}

/** Two-link inverse kinematics with the knee behind the hip–foot line; out-of-reach feet are clamped. */
export function solveKnee(hip: Vec2, foot: Vec2, thigh: number, shank: number): Vec2 {
  const dx = foot.x - hip.x
  const dy = foot.y - hip.y
  const d = Math.min(thigh + shank - 1e-6, Math.max(Math.abs(thigh - shank) + 1e-6, Math.hypot(dx, dy)))
  const cosA = (thigh * thigh + d * d - shank * shank) / (2 * thigh * d)
  const a = Math.acos(Math.min(1, Math.max(-1, cosA)))
  const theta = Math.atan2(dy, dx)
  return { x: hip.x + thigh * Math.cos(theta - a), y: hip.y + thigh * Math.sin(theta - a) }
}
