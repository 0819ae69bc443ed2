import { Ink, type StairSetting } from './demo-palette.ts'
import { encodePng } from './encode-png.ts'
import type { LegPose, QuadrupedPose, Vec2 } from './quadruped-gait.ts'
import { createImage, drawLine, fillCircle, type IndexedImage, type Point } from './raster.ts'
import { type Perspective, scenePose, stairScene } from './stair-scene.ts'

export interface PoseFramePngOptions {
  seed: number
  perspective: Perspective
  /** Where the stairs are; default chosen by the seed. */
  setting?: StairSetting
  /** Default 160. */
  width?: number
  /** Default 120. */
  height?: number
}

/** Skeleton point in metres: x forward, y up, z to the robot's left. */
interface Joint3 {
  x: number
  y: number
  z: number
}

/**
 * A pose-estimation still: the robot's skeleton (joints as dots, limbs as lines) on a plain
 * background, left legs and right legs in two colours. 'third_person' looks from the robot's left
 * side; 'pov' from ahead and above, the angle a pose overlay of head-camera footage is checked in.
 */
export function poseFramePng(options: PoseFramePngOptions): Buffer {
  const width = options.width ?? 160
  const height = options.height ?? 120
  const scene = stairScene(options.seed, 1, options.perspective, options.setting)
  const pose = scenePose(scene, 0)
  const image = createImage(width, height, Ink.background)
  drawSkeleton(image, pose, scene.build.hipWidth, options.perspective)
  return encodePng(image, scene.palette)
}

function drawSkeleton(
  image: IndexedImage,
  pose: QuadrupedPose,
  hipWidth: number,
  perspective: Perspective,
): void {
  const lift = (p: Vec2, z: number): Joint3 => ({ x: p.x - pose.body.x, y: p.y, z })
  const legs = pose.legs.map((leg) => {
    const z = (leg.side * hipWidth) / 2
    // Feet sit slightly wider than the hips, as a standing quadruped's do.
    return { leg, hip: lift(leg.hip, z), knee: lift(leg.knee, z * 1.1), foot: lift(leg.foot, z * 1.2) }
  })
  const project = perspective === 'pov' ? frontOblique : sideOblique
  const all = legs.flatMap((l) => [l.hip, l.knee, l.foot]).map(project)
  const fit = fitTo(all, image.width, image.height)
  const at = (p: Joint3): Point => fit(project(p))

  const byName = (name: LegPose['name']) => legs.find((l) => l.leg.name === name)
  const fl = byName('FL')
  const fr = byName('FR')
  const rl = byName('RL')
  const rr = byName('RR')
  if (!fl || !fr || !rl || !rr) return

  // Floor: a faint line under the feet in contact, so the still shows which feet bear weight.
  const ground = Math.max(...legs.map((l) => at(l.foot).y))
  drawLine(
    image,
    { x: image.width * 0.08, y: ground + 3 },
    { x: image.width * 0.92, y: ground + 3 },
    Ink.grid,
  )

  const limb = Math.max(1, Math.round(image.width / 80))
  const dot = limb + 1.5
  // Far side first so the near side's limbs cross over it.
  const order = perspective === 'pov' ? [fl, fr, rl, rr].reverse() : [fr, rr, fl, rl]
  for (const { leg, hip, knee, foot } of order) {
    const color = leg.side === 1 ? Ink.sensor : Ink.limbRight
    drawLine(image, at(hip), at(knee), color, limb)
    drawLine(image, at(knee), at(foot), color, limb)
  }
  for (const [a, b] of [
    [fl.hip, fr.hip],
    [fr.hip, rr.hip],
    [rr.hip, rl.hip],
    [rl.hip, fl.hip],
  ] as const) {
    drawLine(image, at(a), at(b), Ink.body, limb)
  }
  const head = at({ x: (fl.hip.x + fr.hip.x) / 2 + 0.16, y: (fl.hip.y + fr.hip.y) / 2 + 0.05, z: 0 })
  drawLine(image, at({ ...fl.hip, z: 0 }), head, Ink.body, limb)
  fillCircle(image, head.x, head.y, dot + 0.5, Ink.sensor)
  for (const { leg, hip, knee, foot } of order) {
    fillCircle(image, at(hip).x, at(hip).y, dot, Ink.joint)
    fillCircle(image, at(knee).x, at(knee).y, dot, Ink.joint)
    const f = at(foot)
    fillCircle(image, f.x, f.y, dot, leg.inContact ? Ink.joint : Ink.edge)
  }
}

// Projections give a 2D point in metres with y up; fitTo turns them into pixels.
function sideOblique(p: Joint3): Vec2 {
  return { x: p.x - 0.35 * p.z, y: p.y - 0.2 * p.z }
}

function frontOblique(p: Joint3): Vec2 {
  const yaw = 0.9
  const elevation = 0.45
  const across = p.x * Math.sin(yaw) - p.z * Math.cos(yaw)
  const depth = p.x * Math.cos(yaw) + p.z * Math.sin(yaw)
  return { x: across, y: p.y * Math.cos(elevation) - depth * Math.sin(elevation) }
}

/** Scales and centres projected points into the image with a margin, keeping proportions. */
function fitTo(points: Vec2[], width: number, height: number): (p: Vec2) => Point {
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  const minX = Math.min(...xs)
  const maxX = Math.max(...xs)
  const minY = Math.min(...ys)
  const maxY = Math.max(...ys)
  const scale = Math.min((width * 0.7) / (maxX - minX || 1), (height * 0.7) / (maxY - minY || 1))
  const cx = (minX + maxX) / 2
  const cy = (minY + maxY) / 2
  return (p) => ({ x: width / 2 + (p.x - cx) * scale, y: height / 2 - (p.y - cy) * scale })
}
