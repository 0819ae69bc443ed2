import { PNG } from 'pngjs'

/** One channel to draw: its samples in time order (NaN and Infinity are gaps). */
export interface ChartChannel {
  name: string
  values: ArrayLike<number>
}

export interface ChannelChartOptions {
  /** Default 320 × 180. */
  width?: number
  height?: number
}

/** Line colours, one per channel in turn (readable on the dark background). */
const COLORS: [number, number, number][] = [
  [77, 171, 247],
  [255, 146, 43],
  [81, 207, 102],
  [240, 101, 149],
]
const BACKGROUND: [number, number, number] = [26, 27, 30]
const GRID: [number, number, number] = [55, 58, 64]

/**
 * The main channels drawn small, one band each, as a PNG: a recording's or a telemetry file's
 * poster. Each band is scaled to its own channel's range; each pixel column draws the min–max of
 * the samples it covers, so no spike is lost. At most 4 channels; cost is linear in the samples.
 */
export function channelChartPng(
  channels: readonly ChartChannel[],
  options: ChannelChartOptions = {},
): Buffer {
  const width = options.width ?? 320
  const height = options.height ?? 180
  const png = new PNG({ width, height, colorType: 2 })
  const data = png.data
  const put = (x: number, y: number, c: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const i = (y * width + x) * 4
    data[i] = c[0]
    data[i + 1] = c[1]
    data[i + 2] = c[2]
    data[i + 3] = 255
  }
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) put(x, y, BACKGROUND)
  const drawn = channels.slice(0, 4)
  const bands = Math.max(1, drawn.length)
  const bandHeight = Math.floor(height / bands)
  drawn.forEach((channel, k) => {
    const top = k * bandHeight
    const pad = 4
    if (k > 0) for (let x = 0; x < width; x++) put(x, top, GRID)
    const n = channel.values.length
    if (n === 0) return
    let lo = Number.POSITIVE_INFINITY
    let hi = Number.NEGATIVE_INFINITY
    for (let i = 0; i < n; i++) {
      const v = channel.values[i] as number
      if (Number.isFinite(v)) {
        if (v < lo) lo = v
        if (v > hi) hi = v
      }
    }
    if (!Number.isFinite(lo)) return
    const span = hi - lo || 1
    const yOf = (v: number) =>
      Math.round(top + pad + (1 - (v - lo) / span) * Math.max(1, bandHeight - 2 * pad - 1))
    const color = COLORS[k % COLORS.length] as [number, number, number]
    let previous: number | undefined
    for (let x = 0; x < width; x++) {
      const from = Math.floor((x * n) / width)
      const to = Math.max(from + 1, Math.floor(((x + 1) * n) / width))
      let cmin = Number.POSITIVE_INFINITY
      let cmax = Number.NEGATIVE_INFINITY
      for (let i = from; i < to && i < n; i++) {
        const v = channel.values[i] as number
        if (Number.isFinite(v)) {
          if (v < cmin) cmin = v
          if (v > cmax) cmax = v
        }
      }
      if (!Number.isFinite(cmin)) {
        previous = undefined
        continue
      }
      let y0 = yOf(cmax)
      let y1 = yOf(cmin)
      // Join to the previous column so a slow line stays a line.
      if (previous !== undefined) {
        y0 = Math.min(y0, previous)
        y1 = Math.max(y1, previous)
      }
      for (let y = y0; y <= y1; y++) put(x, y, color)
      previous = yOf((cmin + cmax) / 2)
    }
  })
  return PNG.sync.write(png, { colorType: 2 })
}
