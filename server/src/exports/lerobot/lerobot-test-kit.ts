import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { runFfmpeg } from '@hangar/media'
import { parquetReadObjects } from 'hyparquet'
import type { IndexJob } from '../../streams/model.ts'
import type { ExportWriter } from '../export.ts'
import { readEpisode } from './read-episode.ts'
import { type EpisodeInput, type LeRobotLayout, writeLeRobot } from './write-lerobot.ts'

/** What the LeRobot writers' tests share: episodes read from files, written in memory, read back. */

/** An export written in memory; a camera's video is copied from its path on this machine. */
export function memoryWriter(): ExportWriter & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>()
  return {
    files,
    write: async (path, bytes) => void files.set(path, Buffer.from(bytes)),
    copy: async (path, link) => void files.set(path, readFileSync(link)),
    stream: async (path, body) => {
      const chunks: Buffer[] = []
      for await (const c of body) chunks.push(Buffer.from(c))
      files.set(path, Buffer.concat(chunks))
    },
  }
}

/** A dataset's files read as an episode, as the export reads them (companions' links are their paths). */
export async function episode(dir: string, main: string, companions: { name: string; file: string }[] = []) {
  const job: IndexJob = {
    datasetId: main,
    main: { name: main, link: main, path: join(dir, main) },
    companions: companions.map((c) => ({ name: c.name, link: join(dir, c.file), path: join(dir, c.file) })),
    metadata: {},
    outDir: join(dir, 'unused'),
  }
  const source = await readEpisode(job)
  assert.ok(source, `${main} is read as an episode`)
  return source
}

/** The episodes written in a layout; their pictures are let go of afterwards. */
export async function exported(episodes: () => Promise<EpisodeInput[]>, layout: LeRobotLayout) {
  const out = memoryWriter()
  const input = await episodes()
  const summary = await writeLeRobot(input, out, { layout })
  for (const e of input) for (const s of e.source.images) assert.equal(s.count, 0, `${s.topic} let go of`)
  return { files: out.files, summary }
}

export const digest = (files: Map<string, Buffer>) =>
  [...files.keys()]
    .sort()
    .map((p) => `${createHash('sha256').update(files.get(p)!).digest('hex')} ${p}`)
    .join('\n')

export const table = (b: Buffer) =>
  parquetReadObjects({ file: b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer })

export const jsonLines = (b: Buffer) =>
  b
    .toString()
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l))

/** A video as ffprobe counts it (every frame decoded) and sizes it. */
export async function probe(dir: string, bytes: Buffer) {
  const path = join(dir, `probe-${createHash('sha256').update(bytes).digest('hex')}.mp4`)
  writeFileSync(path, bytes)
  const { stdout } = await promisify(execFile)('ffprobe', [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=codec_name,width,height,nb_read_frames,r_frame_rate,pix_fmt', '-of', 'json'],
    path,
  ])
  const s = JSON.parse(stdout).streams[0]
  return { ...s, frames: Number(s.nb_read_frames) }
}

/** Each frame's colour, its picture shrunk to one pixel: which of `colours` (RGB) it is nearest. */
export async function frameColours(bytes: Buffer, colours: readonly [number, number, number][]) {
  const rgb = await runFfmpeg(
    ['-i', 'pipe:0', '-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    {
      input: bytes,
      timeoutMs: 20_000,
    },
  )
  const out: number[] = []
  for (let i = 0; i + 3 <= rgb.length; i += 3) {
    const d = colours.map(
      ([r, g, b]) => Math.abs(rgb[i]! - r) + Math.abs(rgb[i + 1]! - g) + Math.abs(rgb[i + 2]! - b),
    )
    out.push(d.indexOf(Math.min(...d)))
  }
  return out
}
