import { type FileHandle, open } from 'node:fs/promises'

/**
 * Whether a video file holds every byte its container says it has (docs/streams.md#formats).
 * mediabunny reads a container's indexes and believes them: a faststart MP4 cut after its `moov`
 * still lists every sample, so it would be indexed with the whole file's duration and frames.
 * This reads only box and element headers and the sample tables, never the media.
 *
 * - ISO BMFF (`.mp4`, `.m4v`, `.mov`): every top-level `mdat`, `moov` and `moof` box ends within
 *   the file, and every track's last sample (`stco`/`co64` chunk offsets, `stsc` samples per
 *   chunk, `stsz`/`stz2` sizes) ends within it.
 * - Matroska and WebM: the Segment, when its size is declared, ends within the file, and so does
 *   every top-level element in it (clusters, cues…); a cluster of unknown size is walked block by
 *   block; the positions the seek head and the cues name lie within the file.
 *
 * The answer is the clause of the sentence after `<name> is truncated: `, or null when nothing is
 * missing.
 */
export async function videoTruncation(
  path: string,
  container: 'isobmff' | 'matroska',
): Promise<string | null> {
  const file = await ByteFile.open(path)
  try {
    return container === 'isobmff' ? await isobmffTruncation(file) : await matroskaTruncation(file)
  } finally {
    await file.close()
  }
}

const bytes = (n: number) => n.toLocaleString('en-US')
const past = (what: string, end: number, size: number) =>
  `${what} to byte ${bytes(end)} but the file ends at byte ${bytes(size)}`

/** Positioned reads through a small window, so walking many small headers costs few reads. */
class ByteFile {
  private window: Buffer = Buffer.alloc(0)
  private windowAt = 0

  private constructor(
    private readonly fh: FileHandle,
    readonly size: number,
  ) {}

  static async open(path: string): Promise<ByteFile> {
    const fh = await open(path, 'r')
    try {
      return new ByteFile(fh, (await fh.stat()).size)
    } catch (err) {
      await fh.close()
      throw err
    }
  }

  close(): Promise<void> {
    return this.fh.close()
  }

  /** Up to `n` bytes from `at` (fewer at the end of the file). */
  async read(at: number, n: number): Promise<Buffer> {
    const want = Math.max(0, Math.min(n, this.size - at))
    if (want === 0) return Buffer.alloc(0)
    if (at >= this.windowAt && at + want <= this.windowAt + this.window.length)
      return this.window.subarray(at - this.windowAt, at - this.windowAt + want)
    if (want > WINDOW_BYTES) return this.readFully(at, want)
    this.window = await this.readFully(at, Math.min(WINDOW_BYTES, this.size - at))
    this.windowAt = at
    return this.window.subarray(0, want)
  }

  private async readFully(at: number, n: number): Promise<Buffer> {
    const buf = Buffer.alloc(n)
    let got = 0
    while (got < n) {
      const { bytesRead } = await this.fh.read(buf, got, n - got, at + got)
      if (bytesRead === 0) break
      got += bytesRead
    }
    return buf.subarray(0, got)
  }
}

const WINDOW_BYTES = 64 * 1024

// ---------------------------------------------------------------------------------------------
// ISO BMFF

interface Box {
  type: string
  /** Where its content starts, and where the box says it ends. */
  body: number
  end: number
}

/** The box whose header is at `at`, or undefined where no box header can be read. */
async function boxAt(file: ByteFile, at: number, limit: number): Promise<Box | undefined> {
  const head = await file.read(at, 16)
  if (head.length < 8) return undefined
  const size32 = head.readUInt32BE(0)
  const type = head.toString('latin1', 4, 8)
  if (size32 === 1) {
    if (head.length < 16) return { type, body: at + 16, end: at + 16 }
    const size = Number(head.readBigUInt64BE(8))
    return size < 16 ? undefined : { type, body: at + 16, end: at + size }
  }
  // Size 0: the box runs to the end of its parent (the file, at the top level).
  if (size32 === 0) return { type, body: at + 8, end: limit }
  return size32 < 8 ? undefined : { type, body: at + 8, end: at + size32 }
}

async function* boxesIn(file: ByteFile, start: number, end: number): AsyncGenerator<Box> {
  for (let at = start; at + 8 <= end; ) {
    const box = await boxAt(file, at, end)
    if (!box || box.end > end) return
    yield box
    at = box.end
  }
}

/** Top-level boxes whose end past the file's means that data is missing. */
const MEDIA_BOXES: Record<string, string> = {
  mdat: 'its media data (the mdat box) runs',
  moov: 'its index (the moov box) runs',
  moof: 'a fragment (a moof box) runs',
}

async function isobmffTruncation(file: ByteFile): Promise<string | null> {
  let moov: Box | undefined
  let overrun: string | null = null
  for (let at = 0; at + 8 <= file.size; ) {
    const box = await boxAt(file, at, file.size)
    if (!box) break
    if (box.end > file.size) {
      const what = MEDIA_BOXES[box.type]
      // Anything else running past the end (a `free` box, trailing junk) holds nothing we read.
      if (what) overrun = past(what, box.end, file.size)
      break
    }
    if (box.type === 'moov') moov ??= box
    at = box.end
  }
  // The samples first: they say how much is missing, and a cut inside `mdat` shows in both.
  if (moov) {
    const end = await samplesEnd(file, moov)
    if (end > file.size) return past('its samples run', end, file.size)
  }
  return overrun
}

const PATH_TO_SAMPLE_TABLE = ['mdia', 'minf', 'stbl']

/** Where the last byte of any track's samples is, by the sample tables of `moov`. */
async function samplesEnd(file: ByteFile, moov: Box): Promise<number> {
  let end = 0
  for await (const trak of boxesIn(file, moov.body, moov.end)) {
    if (trak.type !== 'trak') continue
    let stbl: Box | undefined = trak
    for (const type of PATH_TO_SAMPLE_TABLE) {
      let found: Box | undefined
      for await (const b of boxesIn(file, stbl.body, stbl.end))
        if (b.type === type) {
          found = b
          break
        }
      stbl = found
      if (!stbl) break
    }
    if (stbl) end = Math.max(end, await trackEnd(file, stbl))
  }
  return end
}

async function trackEnd(file: ByteFile, stbl: Box): Promise<number> {
  const tables: Record<string, Buffer> = {}
  for await (const b of boxesIn(file, stbl.body, stbl.end))
    if (['stsz', 'stz2', 'stsc', 'stco', 'co64'].includes(b.type))
      tables[b.type] ??= await file.read(b.body, b.end - b.body)
  const sizes = sampleSizes(tables.stsz, tables.stz2)
  const offsets = chunkOffsets(tables.stco, tables.co64)
  const stsc = tables.stsc
  if (!sizes || !offsets || !stsc || stsc.length < 8) return 0
  const entries = Math.min(stsc.readUInt32BE(4), Math.floor((stsc.length - 8) / 12))
  let sample = 0
  let end = 0
  // `stsc` runs of chunks with as many samples each; chunks are numbered from 1.
  for (let e = 0; e < entries && sample < sizes.count; e++) {
    const first = stsc.readUInt32BE(8 + e * 12) - 1
    const next = e + 1 < entries ? stsc.readUInt32BE(8 + (e + 1) * 12) - 1 : offsets.count
    const perChunk = stsc.readUInt32BE(8 + e * 12 + 4)
    for (let chunk = Math.max(0, first); chunk < Math.min(next, offsets.count); chunk++) {
      const n = Math.min(perChunk, sizes.count - sample)
      if (n > 0) end = Math.max(end, offsets.at(chunk) + sizes.sum(sample, n))
      sample += n
      if (sample >= sizes.count) break
    }
  }
  return end
}

interface Table {
  count: number
  at(i: number): number
}

/** Sample sizes, summed a run at a time (a fixed size multiplies: no loop over its count). */
interface Sizes {
  count: number
  sum(from: number, n: number): number
}

const summed = (count: number, at: (i: number) => number): Sizes => ({
  count,
  sum: (from, n) => {
    let s = 0
    for (let i = from; i < from + n; i++) s += at(i)
    return s
  },
})

function sampleSizes(stsz: Buffer | undefined, stz2: Buffer | undefined): Sizes | undefined {
  if (stsz && stsz.length >= 12) {
    const fixed = stsz.readUInt32BE(4)
    const count = stsz.readUInt32BE(8)
    if (fixed > 0) return { count, sum: (_from, n) => n * fixed }
    return summed(Math.min(count, Math.floor((stsz.length - 12) / 4)), (i) => stsz.readUInt32BE(12 + i * 4))
  }
  if (stz2 && stz2.length >= 12) {
    const bits = stz2.readUInt8(7)
    const listed = stz2.readUInt32BE(8)
    if (bits === 16)
      return summed(Math.min(listed, (stz2.length - 12) >> 1), (i) => stz2.readUInt16BE(12 + i * 2))
    if (bits === 8) return summed(Math.min(listed, stz2.length - 12), (i) => stz2.readUInt8(12 + i))
    if (bits === 4)
      return summed(Math.min(listed, (stz2.length - 12) * 2), (i) => {
        const byte = stz2.readUInt8(12 + (i >> 1))
        return i & 1 ? byte & 0x0f : byte >> 4
      })
  }
  return undefined
}

function chunkOffsets(stco: Buffer | undefined, co64: Buffer | undefined): Table | undefined {
  if (stco && stco.length >= 8) {
    const count = Math.min(stco.readUInt32BE(4), Math.floor((stco.length - 8) / 4))
    return { count, at: (i) => stco.readUInt32BE(8 + i * 4) }
  }
  if (co64 && co64.length >= 8) {
    const count = Math.min(co64.readUInt32BE(4), Math.floor((co64.length - 8) / 8))
    return { count, at: (i) => Number(co64.readBigUInt64BE(8 + i * 8)) }
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Matroska / WebM (EBML)

const EBML_HEADER = 0x1a45dfa3
const SEGMENT = 0x18538067
const CLUSTER = 0x1f43b675
const SEEK_HEAD = 0x114d9b74
const CUES = 0x1c53bb6b

/** What a top-level element is called in the sentence. */
const LEVEL_1: Record<number, string> = {
  [CLUSTER]: 'a cluster runs',
  [CUES]: 'its cues run',
  [SEEK_HEAD]: 'its seek head runs',
  357149030: 'its segment info runs',
  374648427: 'its track list runs',
  307544935: 'its tags run',
  423732329: 'its attachments run',
  272869232: 'its chapters run',
  236: 'its padding (a Void element) runs',
}

/** What a cluster holds: Timestamp, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock, CRC-32, Void. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, 0xbf, 0xec])

interface Element {
  id: number
  body: number
  /** Undefined for an element of unknown size. */
  end: number | undefined
}

/** The element whose header is at `at`, or undefined where none can be read. */
async function elementAt(file: ByteFile, at: number): Promise<Element | undefined> {
  const head = await file.read(at, 12)
  const id = vint(head, 0, true)
  if (!id || id.length > 4) return undefined
  const size = vint(head, id.length, false)
  if (!size) return undefined
  const body = at + id.length + size.length
  return { id: id.value, body, end: size.unknown ? undefined : body + size.value }
}

function vint(buf: Buffer, at: number, keepMarker: boolean) {
  const first = buf[at]
  if (first === undefined || first === 0) return undefined
  let length = 1
  while (!(first & (0x80 >> (length - 1)))) length++
  if (at + length > buf.length) return undefined
  let value = keepMarker ? first : first & (0xff >> length)
  let ones = (first & (0xff >> length)) === 0xff >> length
  for (let i = 1; i < length; i++) {
    const b = buf[at + i] as number
    value = value * 256 + b
    ones &&= b === 0xff
  }
  return { value, length, unknown: !keepMarker && ones }
}

/** The unsigned integers of element `id` anywhere below `masters` in an element's body. */
function positionsIn(body: Buffer, masters: Set<number>, id: number, out: number[] = []): number[] {
  for (let at = 0; at < body.length; ) {
    const e = vint(body, at, true)
    const s = e && vint(body, at + e.length, false)
    if (!e || !s || s.unknown) break
    const start = at + e.length + s.length
    const end = Math.min(body.length, start + s.value)
    if (masters.has(e.value)) positionsIn(body.subarray(start, end), masters, id, out)
    else if (e.value === id && end - start <= 8)
      out.push(body.subarray(start, end).reduce((v, b) => v * 256 + b, 0))
    at = end
  }
  return out
}

async function matroskaTruncation(file: ByteFile): Promise<string | null> {
  const header = await elementAt(file, 0)
  if (!header || header.id !== EBML_HEADER || header.end === undefined) return null
  let segment: Element | undefined
  for (let at = header.end; at < file.size; ) {
    const e = await elementAt(file, at)
    if (!e || e.end === undefined) {
      if (e?.id === SEGMENT) segment = e
      break
    }
    if (e.id === SEGMENT) {
      segment = e
      break
    }
    at = e.end
  }
  if (!segment) return null
  if (segment.end !== undefined && segment.end > file.size)
    return past('its segment runs', segment.end, file.size)
  const limit = Math.min(segment.end ?? file.size, file.size)
  // Positions in the seek head and the cues count from the start of the Segment's body.
  let farthest = -1
  const note = (positions: number[]) => {
    for (const p of positions) farthest = Math.max(farthest, segment.body + p)
  }
  for (let at = segment.body; at < limit; ) {
    const e = await elementAt(file, at)
    if (!e) break
    if (e.end === undefined) {
      if (e.id !== CLUSTER) break
      const walked = await unknownSizeCluster(file, e.body, limit)
      if (typeof walked === 'string') return walked
      at = walked
      continue
    }
    if (e.end > file.size) return past(LEVEL_1[e.id] ?? 'an element runs', e.end, file.size)
    // Seek (0x4dbb) → SeekPosition (0x53ac); CuePoint (0xbb) → CueTrackPositions (0xb7) →
    // CueClusterPosition (0xf1).
    if (e.id === SEEK_HEAD)
      note(positionsIn(await file.read(e.body, e.end - e.body), new Set([0x4dbb]), 0x53ac))
    else if (e.id === CUES)
      note(positionsIn(await file.read(e.body, e.end - e.body), new Set([0xbb, 0xb7]), 0xf1))
    at = e.end
  }
  if (farthest >= file.size)
    return `its index points to byte ${bytes(farthest)} but the file ends at byte ${bytes(file.size)}`
  return null
}

/** Walks a cluster of unknown size: where it ends, or the clause if a block runs past the file. */
async function unknownSizeCluster(file: ByteFile, start: number, limit: number): Promise<number | string> {
  let at = start
  while (at < limit) {
    const e = await elementAt(file, at)
    if (!e || !CLUSTER_CHILDREN.has(e.id) || e.end === undefined) break
    if (e.end > file.size) return past('a block runs', e.end, file.size)
    at = e.end
  }
  return at
}
