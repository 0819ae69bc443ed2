import { seededRandom } from '../seeded-random.ts'
import { demoPalette, type Rgb, STAIR_SETTINGS, type StairSetting } from './demo-palette.ts'
import { DEFAULT_BUILD, type QuadrupedBuild, type QuadrupedPose, quadrupedPose } from './quadruped-gait.ts'
import type { StairCourse } from './stair-course.ts'

/** Camera of a synthetic clip: the robot's own head camera, or an observer beside the stairs. */
export type Perspective = 'pov' | 'third_person'

/** Everything a seed decides about a demo picture: colours, stairs, robot and camera. */
export interface StairScene {
  palette: Rgb[]
  course: StairCourse
  build: QuadrupedBuild
  /** Body centre's x at frame 0. */
  startX: number
  /** Gait cycles per animation frame; 1/8 keeps a stride readable at 10 frames a second. */
  cyclesPerFrame: number
  /** Head camera roll (rad): a slight tilt so no two pov clips look machine-identical. */
  roll: number
  /** Head camera pitch below the horizon (rad). */
  pitch: number
  /** Gait phase of frame 0, so stills from different seeds catch different steps. */
  phase: number
  /** The stretch of x (metres) a side view shows: where the robot walks, and the stairs ahead. */
  view: { from: number; to: number }
}

/** How far the head camera sits ahead of the body centre, beyond the front hips. */
export const EYE_AHEAD_OF_HIPS = 0.18

/**
 * Builds the scene for a seed. The start is placed so the animation's middle falls at the foot of
 * the stairs for the point that matters (the body from the side, the eye for pov): a short
 * preview shows the first steps, a long clip the approach and the climb. Without a setting the
 * seed picks one.
 */
export function stairScene(
  seed: number,
  frames: number,
  perspective: Perspective,
  setting?: StairSetting,
): StairScene {
  const random = seededRandom(seed)
  const place = setting ?? random.pick(STAIR_SETTINGS)
  const palette = demoPalette(place, random)
  const course: StairCourse = {
    start: random.range(1.2, 1.5),
    rise: random.range(0.13, 0.18),
    run: random.range(0.28, 0.34),
    steps: random.int(4, 5),
  }
  const build: QuadrupedBuild = {
    ...DEFAULT_BUILD,
    hipSpacing: random.range(0.62, 0.74),
    standHeight: random.range(0.52, 0.58),
  }
  const cyclesPerFrame = 1 / 8
  const phase = random.range(0, 1)
  const travel = 2 * build.stroke * cyclesPerFrame * frames
  const lead = perspective === 'pov' ? build.hipSpacing / 2 + EYE_AHEAD_OF_HIPS : 0
  // From the side the robot's tail must stay in the picture; the head camera has no such limit.
  const earliest = perspective === 'pov' ? -Infinity : 0.5
  const startX = Math.max(earliest, course.start - travel / 2 - lead - random.range(0.1, 0.3))
  const view = {
    from: startX - build.hipSpacing / 2 - 0.3,
    to: Math.max(startX + travel + build.hipSpacing / 2 + 0.4, course.start + 2 * course.run),
  }
  return {
    view,
    palette,
    course,
    build,
    startX,
    cyclesPerFrame,
    roll: random.range(-0.035, 0.035),
    pitch: random.range(0.12, 0.2),
    phase,
  }
}

/** The robot's pose at an animation frame (fractional frames are fine). */
export function scenePose(scene: StairScene, frame: number): QuadrupedPose {
  // Shifting the start by the phase's travel keeps the body at startX on frame 0 whatever the phase.
  const origin = scene.startX - 2 * scene.build.stroke * scene.phase
  return quadrupedPose(scene.course, origin, scene.phase + frame * scene.cyclesPerFrame, scene.build)
}
