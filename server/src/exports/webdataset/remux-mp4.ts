import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { FfmpegError, readVideoInput, runFfmpeg, UnsupportedVideoError } from '@hangar/media'
import type { BlobStore } from '../../files/blob-store.ts'
import { inputOptions } from '../lerobot/trim-video.ts'

/**
 * The codecs an MP4 holds as they are (docs/exports.md#webdataset), by the name the container's
 * header gives them: MP4/QuickTime sample entries and Matroska (WebM) codec ids. H.264, HEVC, AV1
 * and VP9; anything else (VP8, ProRes, MJPEG…) would need encoding again, which a sample is not.
 */
const FITS_MP4 = new Set([
  ...['avc1', 'avc3', 'hvc1', 'hev1', 'av01', 'vp09'],
  ...['V_MPEG4/ISO/AVC', 'V_MPEGH/ISO/HEVC', 'V_AV1', 'V_VP9'],
])

/**
 * A dataset's video in another container (`.mov`, `.webm`, `.mkv`) as an MP4 in `dir`, its first
 * video track copied as it is (`-c copy`, no audio), the same bytes each time; or why it is not a
 * sample. The stored file is read once into `dir`, its sha256 checked against the dataset's (a
 * mismatch fails the export, as for an MP4), and removed once remuxed.
 */
export async function remuxToMp4(
  files: Pick<BlobStore, 'read'>,
  d: { id: string; link: string; sha256: string | null },
  dir: string,
): Promise<{ path: string; size: number } | { left_out: string }> {
  const source = join(dir, `${d.id}.source`)
  const out = `${d.id}.mp4`
  try {
    const hash = createHash('sha256')
    const digest = new Transform({
      transform(chunk: Buffer, _, done) {
        hash.update(chunk)
        done(null, chunk)
      },
    })
    await pipeline(await files.read(d.link), digest, createWriteStream(source))
    const sha256 = hash.digest('hex')
    if (d.sha256 !== null && sha256 !== d.sha256)
      throw new Error(`The file of dataset ${d.id} has the sha256 ${sha256}, not its recorded ${d.sha256}.`)
    const input = await readVideoInput(source)
    const codec = input.tracks[0]!.codec
    if (!FITS_MP4.has(codec))
      return {
        left_out: `Its video's codec (${codec}) does not go in an MP4 as it is (H.264, HEVC, AV1 or VP9 do); a sample is not encoded again.`,
      }
    await runFfmpeg(
      [...inputOptions(input), '-i', `${d.id}.source`, '-map', '0:v:0', '-c:v', 'copy']
        .concat(['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1'])
        .concat(['-movflags', '+faststart', '-an', '-sn', '-dn', '-f', 'mp4', '-y', out]),
      { cwd: dir, timeoutMs: 600_000, maxOutputBytes: 1024 },
    )
    return { path: join(dir, out), size: (await stat(join(dir, out))).size }
  } catch (err) {
    if (err instanceof UnsupportedVideoError) return { left_out: err.message }
    if (err instanceof FfmpegError)
      return { left_out: `Its video could not be remuxed to MP4: ${err.message}` }
    throw err
  } finally {
    await rm(source, { force: true })
  }
}
