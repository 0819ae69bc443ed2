/**
 * A zstd frame of `size` bytes made by hand (RFC 8878): `prefix` as a raw block, then zeros as
 * run-length blocks of 128 KiB, 4 bytes each — 512 MiB is some 16 KB. With `contentSize` its
 * header declares the size (else a decoder learns it only by decoding).
 */
export function zstdRunFrame(size: number, prefix = new Uint8Array(), contentSize = true): Uint8Array {
  const BLOCK = 128 << 10
  const blocks: { type: 0 | 1; size: number }[] = []
  if (prefix.length) blocks.push({ type: 0, size: prefix.length })
  for (let left = size - prefix.length; left > 0; left -= BLOCK)
    blocks.push({ type: 1, size: Math.min(BLOCK, left) })
  const header = contentSize ? [0xe0, ...u64(BigInt(size))] : [0x00, 7 << 3] // else a 128 KiB window
  const out: number[] = [0x28, 0xb5, 0x2f, 0xfd, ...header]
  blocks.forEach((b, i) => {
    const h = (b.size << 3) | (b.type << 1) | (i === blocks.length - 1 ? 1 : 0)
    out.push(h & 0xff, (h >> 8) & 0xff, h >> 16)
    if (b.type === 0) out.push(...prefix)
    else out.push(0)
  })
  return Uint8Array.from(out)
}

export function u64(v: bigint): number[] {
  return Array.from({ length: 8 }, (_, i) => Number((v >> BigInt(8 * i)) & 0xffn))
}
