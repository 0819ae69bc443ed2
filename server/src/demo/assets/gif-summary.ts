/** What a GIF's block structure says about it. */
export interface GifSummary {
  version: string
  width: number
  height: number
  /** Image descriptors: one per frame. */
  frames: number
  /** Graphic control extensions: one per frame for an animation with delays. */
  graphicControls: number
  /** Delays of the graphic control extensions, in milliseconds. */
  delaysMs: number[]
  /** The NETSCAPE2.0 application extension's loop count (0 = forever), or null without one. */
  loopCount: number | null
  /** Each frame's decoded palette indices, row by row. */
  frameIndices: Uint8Array[]
  hasTrailer: boolean
}

/**
 * Walks a GIF's blocks and decodes every frame's LZW data. Frames are counted by walking, not by
 * searching for byte patterns, because compressed pixel data can contain any byte sequence.
 * Throws on a malformed stream. Test support: a real decoder proves the encoder's output is whole.
 */
export function gifSummary(bytes: Uint8Array): GifSummary {
  const at = (i: number): number => {
    const b = bytes[i]
    if (b === undefined) throw new RangeError(`GIF truncated at byte ${i}`)
    return b
  }
  const u16 = (i: number): number => at(i) | (at(i + 1) << 8)
  const version = String.fromCharCode(...bytes.subarray(0, 6))
  if (!version.startsWith('GIF')) throw new Error('not a GIF')
  const summary: GifSummary = {
    version,
    width: u16(6),
    height: u16(8),
    frames: 0,
    graphicControls: 0,
    delaysMs: [],
    loopCount: null,
    frameIndices: [],
    hasTrailer: false,
  }
  const screenFlags = at(10)
  let i = 13
  if (screenFlags & 0x80) i += 3 * (1 << ((screenFlags & 7) + 1))
  const readSubBlocks = (from: number): { data: number[]; next: number } => {
    const data: number[] = []
    let j = from
    while (at(j) !== 0) {
      data.push(...bytes.subarray(j + 1, j + 1 + at(j)))
      j += at(j) + 1
    }
    return { data, next: j + 1 }
  }
  while (i < bytes.length) {
    const block = at(i)
    if (block === 0x3b) {
      summary.hasTrailer = true
      break
    }
    if (block === 0x21) {
      const label = at(i + 1)
      if (label === 0xf9) {
        summary.graphicControls++
        summary.delaysMs.push(u16(i + 4) * 10)
      } else if (label === 0xff && String.fromCharCode(...bytes.subarray(i + 3, i + 14)) === 'NETSCAPE2.0') {
        summary.loopCount = u16(i + 16)
      }
      i = readSubBlocks(i + 2).next
    } else if (block === 0x2c) {
      summary.frames++
      const pixels = u16(i + 5) * u16(i + 7)
      const flags = at(i + 9)
      i += 10
      if (flags & 0x80) i += 3 * (1 << ((flags & 7) + 1))
      const minCodeSize = at(i)
      const { data, next } = readSubBlocks(i + 1)
      summary.frameIndices.push(lzwDecode(minCodeSize, data, pixels))
      i = next
    } else {
      throw new Error(`unexpected GIF block 0x${block.toString(16)} at byte ${i}`)
    }
  }
  return summary
}

/** GIF-flavoured LZW: variable code width from minCodeSize + 1 up to 12 bits, clear and end codes. */
function lzwDecode(minCodeSize: number, data: number[], pixels: number): Uint8Array {
  const out = new Uint8Array(pixels)
  const clear = 1 << minCodeSize
  const end = clear + 1
  let table: number[][] = []
  const reset = (): void => {
    table = Array.from({ length: clear }, (_, k) => [k])
    table.push([], [])
  }
  reset()
  let width = minCodeSize + 1
  let bitPos = 0
  let written = 0
  let previous: number[] | null = null
  while (bitPos + width <= data.length * 8) {
    let code = 0
    for (let b = 0; b < width; b++, bitPos++) {
      code |= (((data[bitPos >> 3] as number) >> (bitPos & 7)) & 1) << b
    }
    if (code === clear) {
      reset()
      width = minCodeSize + 1
      previous = null
      continue
    }
    if (code === end) break
    let entry = table[code]
    if (entry === undefined) {
      if (!previous || code !== table.length) throw new Error(`bad LZW code ${code}`)
      entry = [...previous, previous[0] as number]
    }
    for (const v of entry) if (written < pixels) out[written++] = v
    if (previous) table.push([...previous, entry[0] as number])
    previous = entry
    if (table.length === 1 << width && width < 12) width++
  }
  if (written !== pixels) throw new Error(`frame decoded to ${written} of ${pixels} pixels`)
  return out
}
