/**
 * The content size a zstd frame declares in its header (RFC 8878, 3.1.1.1), or undefined when the
 * bytes do not start with a zstd frame or the frame does not declare one. Read before
 * decompressing, to refuse a frame holding more than its chunk or page declares.
 */
export function zstdContentSize(b: Uint8Array): bigint | undefined {
  if (b.length < 6 || b[0] !== 0x28 || b[1] !== 0xb5 || b[2] !== 0x2f || b[3] !== 0xfd) return undefined
  const descriptor = b[4]!
  const singleSegment = (descriptor >> 5) & 1
  const sizeBytes = [singleSegment, 2, 4, 8][descriptor >> 6]!
  if (sizeBytes === 0) return undefined
  // The window descriptor (absent in a single segment), then the dictionary id, then the size.
  const at = 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][descriptor & 3]!
  if (b.length < at + sizeBytes) return undefined
  let size = 0n
  for (let i = sizeBytes - 1; i >= 0; i--) size = (size << 8n) | BigInt(b[at + i]!)
  return sizeBytes === 2 ? size + 256n : size
}
