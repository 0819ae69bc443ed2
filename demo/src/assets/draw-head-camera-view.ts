import { Ink } from './demo-palette.ts'
import type { QuadrupedPose } from './quadruped-gait.ts'
import { drawLine, fillPolygon, fillRect, type IndexedImage, type Point } from './raster.ts'
import { courseEnd, rampHeight } from './stair-course.ts'
import { EYE_AHEAD_OF_HIPS, type StairScene } from './stair-scene.ts'

/** World point in metres: x forward along the course, y up, z to the robot's left. */
interface Vec3 {
  x: number
  y: number
  z: number
}

/** Camera-space point: depth ahead, right and up of the lens. */
interface CameraPoint {
  depth: number
  right: number
  up: number
}

const NEAR = 0.05
const STAIR_HALF_WIDTH = 0.7
const GRID = 0.4

/**
 * First-person frame from the robot's head camera: a floor grid and the stair flight coming
 * towards the viewer, bobbing with the gait. Everything is a projected polygon or line, drawn far
 * to near, which is all the depth handling this scene needs.
 */
export function drawHeadCameraView(
  image: IndexedImage,
  scene: StairScene,
  pose: QuadrupedPose,
  frame: number,
): void {
  const { width, height } = image
  const { course } = scene
  const eyeX = pose.body.x + scene.build.hipSpacing / 2 + EYE_AHEAD_OF_HIPS
  const bob = 0.012 * Math.cos(4 * Math.PI * (scene.phase + frame * scene.cyclesPerFrame))
  const eye: Vec3 = { x: eyeX, y: rampHeight(course, eyeX) + scene.build.standHeight + 0.12 + bob, z: 0 }
  const focal = width * 0.55
  const cosP = Math.cos(scene.pitch)
  const sinP = Math.sin(scene.pitch)
  const cosR = Math.cos(scene.roll)
  const sinR = Math.sin(scene.roll)

  const toCamera = (p: Vec3): CameraPoint => {
    const dx = p.x - eye.x
    const dy = p.y - eye.y
    return { depth: dx * cosP - dy * sinP, right: -(p.z - eye.z), up: dx * sinP + dy * cosP }
  }
  const toScreen = (c: CameraPoint): Point => {
    const sx = (focal * c.right) / c.depth
    const sy = (-focal * c.up) / c.depth
    return { x: width / 2 + sx * cosR - sy * sinR, y: height / 2 + sx * sinR + sy * cosR }
  }
  const polygon = (points: Vec3[], color: number): void => {
    const clipped = clipNear(points.map(toCamera))
    if (clipped.length >= 3) fillPolygon(image, clipped.map(toScreen), color)
  }
  const line = (a: Vec3, b: Vec3, color: number): void => {
    const segment = clipSegment(toCamera(a), toCamera(b))
    if (segment) drawLine(image, toScreen(segment[0]), toScreen(segment[1]), color)
  }

  fillRect(image, 0, 0, width, height, Ink.background)
  const far = 80
  // Haze: a distant backdrop rising a few degrees above the horizon.
  polygon(
    [
      { x: eye.x + far, y: -1, z: -far },
      { x: eye.x + far, y: far * 0.12, z: -far },
      { x: eye.x + far, y: far * 0.12, z: far },
      { x: eye.x + far, y: -1, z: far },
    ],
    Ink.haze,
  )
  polygon(
    [
      { x: eye.x, y: 0, z: -far },
      { x: eye.x + far, y: 0, z: -far },
      { x: eye.x + far, y: 0, z: far },
      { x: eye.x, y: 0, z: far },
    ],
    Ink.floor,
  )
  const gridFrom = Math.ceil(eye.x / GRID) * GRID
  for (let x = gridFrom; x < eye.x + 12; x += GRID) line({ x, y: 0, z: -6 }, { x, y: 0, z: 6 }, Ink.grid)
  for (let z = -6; z <= 6; z += GRID) line({ x: eye.x, y: 0, z }, { x: eye.x + 12, y: 0, z }, Ink.grid)

  const left = STAIR_HALF_WIDTH
  const right = -STAIR_HALF_WIDTH
  // Side walls along the flight, their top following its slope; without them the floor would
  // show beside the treads.
  const wallFrom = course.start - 0.6
  const wallTo = courseEnd(course) + 8
  const wallHeight = 1.5
  const landing = course.steps * course.rise
  for (const z of [left + 0.15, right - 0.15]) {
    polygon(
      [
        { x: wallFrom, y: 0, z },
        { x: wallTo, y: 0, z },
        { x: wallTo, y: landing + wallHeight, z },
        { x: courseEnd(course), y: landing + wallHeight, z },
        { x: course.start, y: wallHeight, z },
        { x: wallFrom, y: wallHeight, z },
      ],
      Ink.wall,
    )
    line({ x: wallFrom, y: 0, z }, { x: wallFrom, y: wallHeight, z }, Ink.edge)
  }
  for (let k = course.steps - 1; k >= 0; k--) {
    const x0 = course.start + k * course.run
    const x1 = k === course.steps - 1 ? x0 + 6 : x0 + course.run
    const top = (k + 1) * course.rise
    // A tread above eye level faces away from the camera and is hidden by its own riser.
    if (top < eye.y) {
      polygon(
        [
          { x: x0, y: top, z: right },
          { x: x1, y: top, z: right },
          { x: x1, y: top, z: left },
          { x: x0, y: top, z: left },
        ],
        Ink.tread,
      )
    }
    polygon(
      [
        { x: x0, y: top - course.rise, z: right },
        { x: x0, y: top, z: right },
        { x: x0, y: top, z: left },
        { x: x0, y: top - course.rise, z: left },
      ],
      Ink.riser,
    )
    line({ x: x0, y: top, z: right }, { x: x0, y: top, z: left }, Ink.edge)
  }
  for (const z of [left + 0.08, right - 0.08]) {
    const railHeight = 0.85
    const from = { x: course.start, y: railHeight, z }
    const to = { x: courseEnd(course), y: course.steps * course.rise + railHeight, z }
    line(from, to, Ink.edge)
    line(from, { ...from, y: 0 }, Ink.edge)
    line(to, { ...to, y: course.steps * course.rise }, Ink.edge)
  }
}

/** Sutherland–Hodgman against the near plane alone: nothing else can cross behind the lens. */
function clipNear(points: CameraPoint[]): CameraPoint[] {
  const out: CameraPoint[] = []
  const n = points.length
  for (let i = 0; i < n; i++) {
    const a = points[i] as CameraPoint
    const b = points[(i + 1) % n] as CameraPoint
    const aIn = a.depth >= NEAR
    const bIn = b.depth >= NEAR
    if (aIn) out.push(a)
    if (aIn !== bIn) out.push(cut(a, b))
  }
  return out
}

function clipSegment(a: CameraPoint, b: CameraPoint): [CameraPoint, CameraPoint] | null {
  if (a.depth < NEAR && b.depth < NEAR) return null
  return [a.depth < NEAR ? cut(a, b) : a, b.depth < NEAR ? cut(b, a) : b]
}

/** The point where segment a→b crosses the near plane. */
function cut(a: CameraPoint, b: CameraPoint): CameraPoint {
  const t = (NEAR - a.depth) / (b.depth - a.depth)
  return {
    depth: NEAR,
    right: a.right + (b.right - a.right) * t,
    up: a.up + (b.up - a.up) * t,
  }
}
