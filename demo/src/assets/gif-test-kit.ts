import { GifReader } from 'omggif'

/** A GIF as a maintained decoder (omggif) reads it: what the demo's tests check. */
export interface DecodedGif {
  width: number
  height: number
  /** The NETSCAPE2.0 loop count (0 = forever), or null without one. */
  loopCount: number | null
  /** Each frame's delay in milliseconds (0 where a frame has no graphic control extension). */
  delaysMs: number[]
  /** Each frame's pixels as packed 0xRRGGBB colours, row by row. */
  frames: Uint32Array[]
  /** The global palette as packed 0xRRGGBB colours. */
  palette: number[]
}

/** Decodes every frame; throws on a stream that is not a whole GIF. */
export function decodeGif(bytes: Uint8Array): DecodedGif {
  const reader = new GifReader(bytes)
  const { width, height } = reader
  const rgba = new Uint8Array(width * height * 4)
  const frames: Uint32Array[] = []
  const delaysMs: number[] = []
  for (let f = 0; f < reader.numFrames(); f++) {
    reader.decodeAndBlitFrameRGBA(f, rgba)
    frames.push(Uint32Array.from({ length: width * height }, (_, p) => packRgb(rgba, p * 4)))
    delaysMs.push(reader.frameInfo(f).delay * 10)
  }
  const { palette_offset, palette_size } = reader.frameInfo(0)
  const palette = Array.from({ length: palette_size ?? 0 }, (_, i) =>
    packRgb(bytes, (palette_offset ?? 0) + i * 3),
  )
  return { width, height, loopCount: reader.loopCount(), delaysMs, frames, palette }
}

/** A renderer's palette indices as the colours a GIF with `palette` shows for them. */
export function asColours(indices: Uint8Array, palette: readonly number[]): Uint32Array {
  return Uint32Array.from(indices, (i) => palette[i] ?? -1)
}

function packRgb(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0)
}
