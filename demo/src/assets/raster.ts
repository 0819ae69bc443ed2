/** A paletted picture: one palette index per pixel, row by row. */
export interface IndexedImage {
  width: number
  height: number
  pixels: Uint8Array
}

/** A point in pixel coordinates; fractional values are rounded where pixels are set. */
export interface Point {
  x: number
  y: number
}

/** A blank image filled with one palette index. */
export function createImage(width: number, height: number, fill = 0): IndexedImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(fill) }
}

/** Sets one pixel; coordinates outside the image are ignored so callers need not clip. */
export function setPixel(image: IndexedImage, x: number, y: number, color: number): void {
  const px = Math.round(x)
  const py = Math.round(y)
  if (px < 0 || py < 0 || px >= image.width || py >= image.height) return
  image.pixels[py * image.width + px] = color
}

/** Filled disc centred on (cx, cy). */
export function fillCircle(image: IndexedImage, cx: number, cy: number, radius: number, color: number): void {
  const r2 = radius * radius
  const x0 = Math.floor(cx - radius)
  const x1 = Math.ceil(cx + radius)
  const y0 = Math.floor(cy - radius)
  const y1 = Math.ceil(cy + radius)
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x - cx
      const dy = y - cy
      if (dx * dx + dy * dy <= r2) setPixel(image, x, y, color)
    }
  }
}

/**
 * A straight line (Bresenham). A width above 1 stamps discs along the line, which also rounds
 * the ends: a cheap capsule, used for limbs and the robot's body.
 */
export function drawLine(image: IndexedImage, a: Point, b: Point, color: number, width = 1): void {
  const radius = (width - 1) / 2
  // Projected lines can reach thousands of pixels off-screen; walking those would dominate the cost.
  const clipped = clipToBox(a, b, -radius - 1, -radius - 1, image.width + radius, image.height + radius)
  if (!clipped) return
  let x0 = Math.round(clipped[0].x)
  let y0 = Math.round(clipped[0].y)
  const x1 = Math.round(clipped[1].x)
  const y1 = Math.round(clipped[1].y)
  const dx = Math.abs(x1 - x0)
  const dy = -Math.abs(y1 - y0)
  const sx = x0 < x1 ? 1 : -1
  const sy = y0 < y1 ? 1 : -1
  let err = dx + dy
  for (;;) {
    if (radius > 0) fillCircle(image, x0, y0, radius, color)
    else setPixel(image, x0, y0, color)
    if (x0 === x1 && y0 === y1) return
    const e2 = 2 * err
    if (e2 >= dy) {
      err += dy
      x0 += sx
    }
    if (e2 <= dx) {
      err += dx
      y0 += sy
    }
  }
}

/** Liang–Barsky: the part of segment a→b inside the box, or null when none is. */
function clipToBox(
  a: Point,
  b: Point,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
): [Point, Point] | null {
  const dx = b.x - a.x
  const dy = b.y - a.y
  let t0 = 0
  let t1 = 1
  const edges: [number, number][] = [
    [-dx, a.x - minX],
    [dx, maxX - a.x],
    [-dy, a.y - minY],
    [dy, maxY - a.y],
  ]
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t0 > t1) return null
  }
  return [
    { x: a.x + t0 * dx, y: a.y + t0 * dy },
    { x: a.x + t1 * dx, y: a.y + t1 * dy },
  ]
}

/** Axis-aligned filled rectangle; x1/y1 are exclusive. */
export function fillRect(
  image: IndexedImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: number,
): void {
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(image.height, Math.round(y1)); y++) {
    image.pixels.fill(
      color,
      y * image.width + Math.max(0, Math.round(x0)),
      y * image.width + Math.min(image.width, Math.round(x1)),
    )
  }
}

/** Filled polygon by scanline with the even-odd rule, sampling pixel centres. */
export function fillPolygon(image: IndexedImage, points: readonly Point[], color: number): void {
  if (points.length < 3) return
  const ys = points.map((p) => p.y)
  const top = Math.max(0, Math.floor(Math.min(...ys)))
  const bottom = Math.min(image.height - 1, Math.ceil(Math.max(...ys)))
  const crossings: number[] = []
  for (let y = top; y <= bottom; y++) {
    const sy = y + 0.5
    crossings.length = 0
    for (let i = 0; i < points.length; i++) {
      const p = points[i] as Point
      const q = points[(i + 1) % points.length] as Point
      // Half-open on y so a vertex shared by two edges is counted once.
      if (p.y <= sy === q.y <= sy) continue
      crossings.push(p.x + ((sy - p.y) / (q.y - p.y)) * (q.x - p.x))
    }
    crossings.sort((a, b) => a - b)
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      const from = Math.max(0, Math.ceil((crossings[i] as number) - 0.5))
      const to = Math.min(image.width - 1, Math.floor((crossings[i + 1] as number) - 0.5))
      if (to >= from) image.pixels.fill(color, y * image.width + from, y * image.width + to + 1)
    }
  }
}
