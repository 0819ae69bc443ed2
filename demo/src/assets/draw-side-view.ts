import { Ink } from './demo-palette.ts'
import type { LegPose, QuadrupedPose, Vec2 } from './quadruped-gait.ts'
import { drawLine, fillCircle, fillPolygon, fillRect, type IndexedImage, type Point } from './raster.ts'
import { courseEnd, type StairCourse, treadHeight } from './stair-course.ts'
import type { StairScene } from './stair-scene.ts'

/** Maps side-view metres to pixels: a fixed camera sized so the whole flight and the robot fit. */
export interface SideViewport {
  scale: number
  groundY: number
  toPixel(p: Vec2): Point
}

/**
 * The viewport for an image of the given size, framing the scene's stretch of floor and stairs;
 * at least 1.7 m stays visible above the floor so a robot on the upper steps is not cut off.
 */
export function sideViewport(width: number, height: number, scene: StairScene): SideViewport {
  const groundY = height * 0.84
  const span = scene.view.to - scene.view.from
  const scale = Math.min(width / span, groundY / 1.7)
  // Centre the stretch when the height, not the width, limits the scale.
  const left = scene.view.from - (width / scale - span) / 2
  return { scale, groundY, toPixel: (p) => ({ x: (p.x - left) * scale, y: groundY - p.y * scale }) }
}

/** Third-person frame: floor, stair flight in outline, and the robot from its left side. */
export function drawSideView(image: IndexedImage, scene: StairScene, pose: QuadrupedPose): void {
  const view = sideViewport(image.width, image.height, scene)
  drawBackdrop(image, scene.course, view)
  drawRobotSide(image, pose, view)
}

function drawBackdrop(image: IndexedImage, course: StairCourse, view: SideViewport): void {
  const { width, height } = image
  fillRect(image, 0, 0, width, height, Ink.background)
  fillRect(image, 0, view.groundY - height * 0.16, width, view.groundY, Ink.haze)
  fillRect(image, 0, view.groundY, width, height, Ink.floor)
  // Receding floor seams give the floor depth without a perspective camera.
  const seam = 0.25 * view.scale
  const offset = view.toPixel({ x: 0, y: 0 }).x % seam
  for (let x = offset - height; x < width + height; x += seam) {
    drawLine(image, { x, y: view.groundY + 1 }, { x: x - (height - view.groundY) * 0.6, y: height }, Ink.grid)
  }
  drawLine(image, { x: 0, y: view.groundY }, { x: width, y: view.groundY }, Ink.grid)

  const profile: Vec2[] = [{ x: course.start, y: 0 }]
  for (let k = 0; k < course.steps; k++) {
    const x = course.start + k * course.run
    const y = treadHeight(course, x)
    profile.push({ x, y }, { x: k === course.steps - 1 ? x + 50 : x + course.run, y })
  }
  const outline = profile.map(view.toPixel)
  const last = outline[outline.length - 1] as Point
  fillPolygon(image, [...outline, { x: last.x, y: view.groundY }], Ink.riser)
  for (let i = 0; i + 1 < outline.length; i++) {
    drawLine(image, outline[i] as Point, outline[i + 1] as Point, Ink.edge)
  }
  // A handrail at a constant height above the step noses, as stairwells have.
  const railHeight = 0.85
  const railFrom = view.toPixel({ x: course.start, y: railHeight })
  const railTo = view.toPixel({ x: courseEnd(course), y: course.steps * course.rise + railHeight })
  drawLine(image, railFrom, railTo, Ink.edge)
  drawLine(image, railFrom, view.toPixel({ x: course.start, y: 0 }), Ink.grid)
  drawLine(image, railTo, view.toPixel({ x: courseEnd(course), y: course.steps * course.rise }), Ink.grid)
}

function drawRobotSide(image: IndexedImage, pose: QuadrupedPose, view: SideViewport): void {
  const limb = Math.max(1, Math.round(view.scale * 0.05))
  // The right legs are behind the body: drawn first, darker, nudged up-right as a hint of depth.
  const nudge: Point = { x: 1, y: -1 }
  for (const leg of pose.legs.filter((l) => l.side === -1))
    drawLegSide(image, leg, view, Ink.legFar, limb, nudge)

  const rear = pose.legs.find((l) => l.name === 'RL') as LegPose
  const front = pose.legs.find((l) => l.name === 'FL') as LegPose
  const overhang = 0.1
  const along = { x: Math.cos(pose.pitch), y: Math.sin(pose.pitch) }
  const tail = view.toPixel({ x: rear.hip.x - along.x * overhang, y: rear.hip.y - along.y * overhang + 0.04 })
  const nose = view.toPixel({
    x: front.hip.x + along.x * overhang,
    y: front.hip.y + along.y * overhang + 0.04,
  })
  const thickness = Math.max(3, Math.round(view.scale * 0.13))
  drawLine(image, tail, nose, Ink.body, thickness)
  drawLine(
    image,
    { x: tail.x, y: tail.y + thickness / 3 },
    { x: nose.x, y: nose.y + thickness / 3 },
    Ink.bodyDark,
  )
  fillCircle(image, nose.x, nose.y, Math.max(1, thickness / 3), Ink.sensor)

  for (const leg of pose.legs.filter((l) => l.side === 1))
    drawLegSide(image, leg, view, Ink.legNear, limb, { x: 0, y: 0 })
}

function drawLegSide(
  image: IndexedImage,
  leg: LegPose,
  view: SideViewport,
  color: number,
  width: number,
  nudge: Point,
): void {
  const at = (p: Vec2): Point => {
    const q = view.toPixel(p)
    return { x: q.x + nudge.x, y: q.y + nudge.y }
  }
  const hip = at(leg.hip)
  const knee = at(leg.knee)
  const foot = at(leg.foot)
  drawLine(image, hip, knee, color, width)
  drawLine(image, knee, foot, color, width)
  fillCircle(image, knee.x, knee.y, width / 2 + 0.5, Ink.joint)
  fillCircle(image, foot.x, foot.y, width / 2 + 0.5, Ink.bodyDark)
}
