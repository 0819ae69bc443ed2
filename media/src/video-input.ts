/**
 * # What a video file is, decided before ffmpeg sees it (docs/previews.md#limits-and-bad-input)
 *
 * ffmpeg guesses a file's format from its bytes, and some formats name other files: an HLS
 * playlist (`#EXTM3U` and a `file://` URL), an `ffconcat` script, a QuickTime data reference. A
 * `.mp4` that is really a playlist made one organization's poster out of another's private
 * video. So the container is decided here from the first bytes (MP4/QuickTime boxes, or the
 * EBML header of WebM/Matroska), ffmpeg is told that demuxer and no other, and anything else is
 * refused with a sentence, before any process starts. The header is read too: a video track
 * larger than {@link MAX_VIDEO_PIXELS}, or a track whose pictures live in another file, is
 * refused before decoding.
 */
import { open } from 'node:fs/promises'
import { mp4VideoTracks, type VideoTrack, webmVideoTracks } from './video-size.ts'

/** Why Hangar will not hand a file to ffmpeg; the message is the sentence a person reads. */
export class UnsupportedVideoError extends Error {
  override readonly name = 'UnsupportedVideoError'
}

/**
 * Pixels a video's picture may have: 4096 × 2304 (9,437,184), which DCI 4K (4096 × 2160) and
 * UHD (3840 × 2160) fit, in any shape. The container's header is checked against it, and
 * ffmpeg's decoder is given it (`-max_pixels`), since the header could lie.
 */
export const MAX_VIDEO_PIXELS = 4096 * 2304

export interface VideoInput {
  /** The ffmpeg demuxer forced for the file (`-f`). */
  demuxer: 'mov' | 'matroska'
  /** A file name extension that says the same (the sandbox's copy is named with it). */
  extension: 'mp4' | 'mkv'
  /** The video tracks the header names. */
  tracks: VideoTrack[]
}

/** Top-level boxes an MP4 or QuickTime file may start with. */
const MP4_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot'])
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3]

/** Largest `moov` read (a long video's sample tables are a few MB). */
const MAX_MOOV_BYTES = 64 * 1024 * 1024
/** Top-level boxes walked looking for `moov`. */
const MAX_TOP_BOXES = 1000
/** A Matroska file's tracks come before its clusters; this much of its start is read. */
const MATROSKA_HEAD_BYTES = 4 * 1024 * 1024

/** The container the first bytes say, or undefined: nothing else is handed to ffmpeg. */
export function sniffContainer(head: Uint8Array): 'mov' | 'matroska' | undefined {
  if (head.length >= 8) {
    const size = new DataView(head.buffer, head.byteOffset, 8).getUint32(0)
    const type = String.fromCharCode(...head.subarray(4, 8))
    if (MP4_FIRST_BOXES.has(type) && (size === 0 || size === 1 || size >= 8)) return 'mov'
  }
  if (EBML_MAGIC.every((b, i) => head[i] === b)) return 'matroska'
  return undefined
}

/** What the first bytes look like, for the refusal's sentence. */
function describe(head: Uint8Array): string {
  if (head.length === 0) return 'it is empty'
  const text = Buffer.from(head.subarray(0, 64)).toString('latin1')
  if (/^\s*#EXTM3U/.test(text)) return 'it is an HLS playlist'
  if (/^\s*ffconcat/i.test(text)) return 'it is an ffconcat script'
  if ([...head.subarray(0, 512)].every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127)))
    return 'it is text'
  return 'its first bytes are no MP4, QuickTime, WebM or Matroska header'
}

const pixels = (t: VideoTrack) => t.width * t.height

/**
 * Reads the file's start and header and says how ffmpeg is to read it, or rejects with
 * UnsupportedVideoError: not MP4/QuickTime/WebM/Matroska, no video track, a picture over
 * {@link MAX_VIDEO_PIXELS}, or data in other files.
 */
export async function readVideoInput(path: string): Promise<VideoInput> {
  const file = await open(path, 'r')
  try {
    const { size } = await file.stat()
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)))
      const { bytesRead } = await file.read(buffer, 0, buffer.length, position)
      return buffer.subarray(0, bytesRead)
    }
    const head = await read(0, 512)
    const container = sniffContainer(head)
    if (!container) throw new UnsupportedVideoError(`Not a video Hangar reads: ${describe(head)}.`)
    let tracks: VideoTrack[]
    if (container === 'mov') {
      const moov = await findMoov(read, size)
      const header = mp4VideoTracks(moov)
      if (header.externalData)
        throw new UnsupportedVideoError(
          'Not a video Hangar reads: its pictures are in other files (data references).',
        )
      tracks = header.tracks
    } else tracks = webmVideoTracks(await read(0, MATROSKA_HEAD_BYTES))
    if (tracks.length === 0)
      throw new UnsupportedVideoError('Not a video Hangar reads: its header names no video track.')
    const largest = tracks.reduce((a, b) => (pixels(b) > pixels(a) ? b : a))
    if (pixels(largest) > MAX_VIDEO_PIXELS)
      throw new UnsupportedVideoError(
        `The video's pictures are ${largest.width} × ${largest.height}; Hangar makes previews of videos up to ${MAX_VIDEO_PIXELS.toLocaleString('en')} pixels (4096 × 2304).`,
      )
    return { demuxer: container, extension: container === 'mov' ? 'mp4' : 'mkv', tracks }
  } finally {
    await file.close()
  }
}

/** The `moov` box's bytes, walking the top-level boxes (the media data is skipped, not read). */
async function findMoov(
  read: (at: number, length: number) => Promise<Buffer>,
  size: number,
): Promise<Buffer> {
  let at = 0
  for (let boxes = 0; boxes < MAX_TOP_BOXES && at + 8 <= size; boxes++) {
    const header = await read(at, 16)
    if (header.length < 8) break
    let boxSize = header.readUInt32BE(0)
    const type = header.toString('latin1', 4, 8)
    if (boxSize === 1) {
      if (header.length < 16) break
      boxSize = Number(header.readBigUInt64BE(8))
    } else if (boxSize === 0) boxSize = size - at
    if (boxSize < 8) break
    if (type === 'moov') {
      if (boxSize > MAX_MOOV_BYTES)
        throw new UnsupportedVideoError(
          `Not a video Hangar reads: its index (moov) is ${boxSize} bytes, more than the ${MAX_MOOV_BYTES} read.`,
        )
      return read(at, boxSize)
    }
    at += boxSize
  }
  throw new UnsupportedVideoError(
    'Not a video Hangar reads: it has no index (moov box), so it is cut short or no MP4.',
  )
}
