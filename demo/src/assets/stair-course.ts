/**
 * A straight flight of stairs along the walking direction, in metres. Step sizes stay inside the
 * stair-capable model's limits (rise at most 0.20 m, run at least 0.25 m, incline at most 35°),
 * so the demo never shows a robot on stairs it could not climb.
 */
export interface StairCourse {
  /** Distance from the origin to the first riser. */
  start: number
  rise: number
  run: number
  steps: number
}

/** Height of the surface a foot stands on at x: floor, a tread, or the landing after the last step. */
export function treadHeight(course: StairCourse, x: number): number {
  if (x < course.start) return 0
  return Math.min(course.steps, Math.floor((x - course.start) / course.run) + 1) * course.rise
}

/**
 * The flight's mean slope through the middle of each tread. The body follows this instead of the
 * treads so that it glides up instead of jumping at every riser.
 */
export function rampHeight(course: StairCourse, x: number): number {
  const h = course.rise * ((x - course.start) / course.run + 0.5)
  return Math.min(course.steps * course.rise, Math.max(0, h))
}

/** x of the last riser's far tread edge: where the landing begins. */
export function courseEnd(course: StairCourse): number {
  return course.start + (course.steps - 1) * course.run
}
