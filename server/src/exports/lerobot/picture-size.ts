/** A picture's kind and size as its header says: what an image stream's frames are checked against. */
export interface PictureSize {
  kind: 'jpeg' | 'png'
  width: number
  height: number
}

/** JPEG's start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC, which share the range). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

/**
 * The kind and size of a JPEG or PNG picture from its header, without decoding it; undefined for
 * anything else (or a header that ends too soon, or gives no size).
 */
export function pictureSize(b: Uint8Array): PictureSize | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength)
  if (b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) {
    // PNG: the signature, then IHDR (length, type, width, height).
    if (String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return undefined
    return sized('png', view.getUint32(16), view.getUint32(20))
  }
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined
  // JPEG: segments after SOI, each `FF <marker> <length>`, until a start of frame.
  for (let i = 2; i + 9 <= b.length; ) {
    if (b[i] !== 0xff) return undefined
    const marker = b[i + 1]!
    if (marker === 0xff) {
      i++
      continue
    }
    if (SOF.has(marker)) return sized('jpeg', view.getUint16(i + 7), view.getUint16(i + 5))
    if (marker === 0xd9 || marker === 0xda) return undefined
    i += 2 + view.getUint16(i + 2)
  }
  return undefined
}

const sized = (kind: PictureSize['kind'], width: number, height: number) =>
  width > 0 && height > 0 ? { kind, width, height } : undefined
