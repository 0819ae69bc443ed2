/**
 * A video's picture size read from its container header, without ffprobe: the MP4 track header
 * (`moov/trak/tkhd`) and sample description (`stsd`), or the WebM track's `Video` element. For
 * checks (tests, the demo's own assets); the service's stream index reads videos with mediabunny.
 */
export interface VideoSize {
  width: number
  height: number
  /** The sample entry (`avc1`, `av01`, …) or the WebM CodecID (`V_VP9`, …). */
  codec: string
  /** MP4 only: the movie header's duration. */
  durationSeconds?: number
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl'])

/** The first video track's size and codec in an MP4, or undefined. */
export function mp4VideoSize(bytes: Uint8Array): VideoSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let found: VideoSize | undefined
  let durationSeconds: number | undefined
  const walk = (start: number, end: number): void => {
    let at = start
    while (at + 8 <= end && !found) {
      let size = view.getUint32(at)
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
      let header = 8
      if (size === 1 && at + 16 <= end) {
        size = Number(view.getBigUint64(at + 8))
        header = 16
      } else if (size === 0) size = end - at
      if (size < header || at + size > end) return
      if (CONTAINERS.has(type)) walk(at + header, at + size)
      else if (type === 'mvhd' && size >= header + 20) {
        const version = bytes[at + header]
        const timescale = view.getUint32(at + header + (version === 1 ? 20 : 12))
        const duration =
          version === 1 ? Number(view.getBigUint64(at + header + 24)) : view.getUint32(at + header + 16)
        if (timescale > 0) durationSeconds = duration / timescale
      } else if (type === 'stsd' && size >= 16 + 8 + 32) {
        // Full box (4), entry count (4), then the first sample entry: size, format, 6 reserved,
        // data reference (2), 16 of pre-defined/reserved, then width and height (16 bits each).
        const entry = at + header + 8
        const format = String.fromCharCode(...bytes.subarray(entry + 4, entry + 8))
        const width = view.getUint16(entry + 32)
        const height = view.getUint16(entry + 34)
        if (['avc1', 'avc3', 'hvc1', 'hev1', 'av01', 'vp09', 'mp4v'].includes(format))
          found = { width, height, codec: format }
      }
      at += size
    }
  }
  walk(0, bytes.length)
  return found && durationSeconds !== undefined ? { ...found, durationSeconds } : found
}

function readVint(
  bytes: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number } | undefined {
  const first = bytes[at]
  if (first === undefined || first === 0) return undefined
  let length = 1
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++
  if (length > 8 || at + length > bytes.length) return undefined
  let value = keepMarker ? first : first & (0xff >> length)
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] as number)
  return { value, length }
}

const EBML_MASTERS = new Set([0x18538067, 0x1654ae6b, 0xae, 0xe0])

/** The first video track's size and codec in a WebM (Matroska), or undefined. */
export function webmVideoSize(bytes: Uint8Array): VideoSize | undefined {
  const [first] = webmVideoTracks(bytes)
  return first?.width && first.height ? first : undefined
}

/** A video track as its container's header describes it (for checks before any decoding). */
export interface VideoTrack {
  width: number
  height: number
  /** The sample entry (`avc1`, `jpeg`, …) or the Matroska CodecID. */
  codec: string
}

/** What an MP4/MOV header says about its video, read by {@link mp4VideoTracks}. */
export interface Mp4Tracks {
  /** Every track whose handler is `vide`, whatever its codec. */
  tracks: VideoTrack[]
  /** Some track's samples live in another file (a data reference that is not self-contained). */
  externalData: boolean
}

const MP4_WALKED = new Set([...CONTAINERS, 'dinf'])

/**
 * Every video track of an MP4 or QuickTime file, from its `moov` box (or the whole file): the
 * larger of the track header's size and the sample entry's, so neither can hide a large picture.
 */
export function mp4VideoTracks(bytes: Uint8Array): Mp4Tracks {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const fourcc = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))
  const result: Mp4Tracks = { tracks: [], externalData: false }
  let track: { handler: string; width: number; height: number; codec: string } | undefined
  const walk = (start: number, end: number, parent: string, depth: number): void => {
    let at = start
    while (at + 8 <= end && depth < 16) {
      let size = view.getUint32(at)
      const type = fourcc(at + 4)
      let header = 8
      if (size === 1 && at + 16 <= end) {
        size = Number(view.getBigUint64(at + 8))
        header = 16
      } else if (size === 0) size = end - at
      if (size < header || at + size > end) return
      const body = at + header
      if (type === 'trak') {
        track = { handler: '', width: 0, height: 0, codec: '' }
        walk(body, at + size, type, depth + 1)
        if (track.handler === 'vide')
          result.tracks.push({ width: track.width, height: track.height, codec: track.codec })
        track = undefined
      } else if (MP4_WALKED.has(type)) walk(body, at + size, type, depth + 1)
      // The media's handler (QuickTime has a second one in `minf`: the data's, `alis` or `url `).
      else if (track && type === 'hdlr' && parent === 'mdia' && size >= header + 12)
        track.handler = fourcc(body + 8)
      else if (track && type === 'tkhd') {
        // Width and height are 16.16 fixed point after the matrix: at 76 (version 0) or 88.
        const offset = bytes[body] === 1 ? 88 : 76
        if (body + offset + 8 <= at + size) {
          track.width = Math.max(track.width, Math.ceil(view.getUint32(body + offset) / 65536))
          track.height = Math.max(track.height, Math.ceil(view.getUint32(body + offset + 4) / 65536))
        }
      } else if (track && type === 'stsd' && size >= header + 8 + 36) {
        const entry = body + 8
        track.codec = fourcc(entry + 4)
        track.width = Math.max(track.width, view.getUint16(entry + 32))
        track.height = Math.max(track.height, view.getUint16(entry + 34))
      } else if (type === 'dref' && size >= header + 8) {
        // Full box (4), entry count (4), entries: size (4), type (4), version (1), flags (3);
        // flag 1 is "the data is in this file". ffmpeg reads an alias's path whatever the flag,
        // so an entry carrying more than its header (an alias, a path) counts too, but `url `'s.
        let entry = body + 8
        while (entry + 12 <= at + size) {
          const entrySize = view.getUint32(entry)
          const selfContained = (view.getUint32(entry + 8) & 1) === 1
          if (!selfContained || (entrySize > 12 && fourcc(entry + 4) !== 'url ')) result.externalData = true
          if (entrySize < 12) break
          entry += entrySize
        }
      }
      at += size
    }
  }
  walk(0, bytes.length, '', 0)
  return result
}

/** Every video track (TrackType 1) of a WebM or Matroska header, whatever its codec. */
export function webmVideoTracks(bytes: Uint8Array): VideoTrack[] {
  const tracks: VideoTrack[] = []
  let entry: { type: number; width: number; height: number; codec: string } | undefined
  const walk = (start: number, end: number, depth: number): void => {
    let at = start
    while (at < end && depth < 8) {
      const id = readVint(bytes, at, true)
      if (!id) return
      const size = readVint(bytes, at + id.length, false)
      if (!size) return
      const body = at + id.length + size.length
      const bodyEnd = size.value === 2 ** (7 * size.length) - 1 ? end : Math.min(end, body + size.value)
      const uint = () => {
        let v = 0
        for (let i = body; i < bodyEnd; i++) v = v * 256 + (bytes[i] as number)
        return v
      }
      if (id.value === 0xae) {
        entry = { type: 0, width: 0, height: 0, codec: '' }
        walk(body, bodyEnd, depth + 1)
        if (entry.type === 1) tracks.push({ width: entry.width, height: entry.height, codec: entry.codec })
        entry = undefined
      } else if (EBML_MASTERS.has(id.value)) walk(body, bodyEnd, depth + 1)
      else if (entry && id.value === 0x83) entry.type = uint()
      else if (entry && id.value === 0xb0) entry.width = Math.max(entry.width, uint())
      else if (entry && id.value === 0xba) entry.height = Math.max(entry.height, uint())
      else if (entry && id.value === 0x86)
        entry.codec = Buffer.from(bytes.subarray(body, bodyEnd)).toString('latin1')
      // The tracks are read: what follows (clusters) is the pictures themselves.
      if (id.value === 0x1654ae6b) return
      at = bodyEnd
    }
  }
  walk(0, bytes.length, 0)
  return tracks
}
