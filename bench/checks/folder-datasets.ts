// Which datasets a folder of recordings makes, as a person would import them: every recording file
// is one dataset, and a LeRobot dataset (a folder with meta/info.json) is one dataset per episode
// with meta/info.json and the episode's camera videos as companions (docs/streams.md#companion-files).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { parquetMetadataAsync, parquetReadObjects } from 'hyparquet'
import type { DataType } from '../../server/src/datasets/dataset.schema.ts'

/** Extensions imported as datasets; anything else (README, LICENSE, layouts) is left out. */
export const RECORDING_EXTENSIONS = new Set([
  '.mcap',
  '.csv',
  '.tsv',
  '.jsonl',
  '.ndjson',
  '.parquet',
  '.mp4',
  '.mov',
  '.m4v',
  '.webm',
  '.mkv',
  '.bag',
  '.db3',
])

export interface FolderFile {
  /** Path on this machine. */
  path: string
  /** Name under which it is uploaded (relative to the folder). */
  name: string
}

export interface FolderDataset {
  /** What the report calls it: its path in the folder (and its episode). */
  label: string
  data_type: DataType
  main: FolderFile
  companions: (FolderFile & { role: string; start_seconds?: number })[]
  metadata: Record<string, unknown>
  /** What the plan changed or left out, said in the report (a camera whose video is not there). */
  notes: string[]
}

interface LeRobotInfoFile {
  codebase_version?: string
  data_path?: string
  video_path?: string
  chunks_size?: number
  features?: Record<string, { dtype?: string }>
}

/** Every dataset of `root`, in path order. `scratch` receives rewritten info.json files. */
export async function folderDatasets(root: string, scratch: string): Promise<FolderDataset[]> {
  const out: FolderDataset[] = []
  const walk = async (dir: string) => {
    if (existsSync(join(dir, 'meta', 'info.json'))) {
      out.push(...(await lerobotDatasets(root, dir, scratch)))
      return
    }
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name)
      if (e.isDirectory()) await walk(p)
      else if (e.isFile() && RECORDING_EXTENSIONS.has(extname(e.name).toLowerCase())) {
        const name = relative(root, p)
        const tabular = ['.csv', '.tsv', '.jsonl', '.ndjson'].includes(extname(e.name).toLowerCase())
        out.push({
          label: name,
          data_type: tabular ? 'telemetry' : 'episode',
          main: { path: p, name },
          companions: [],
          metadata: {},
          notes: [],
        })
      }
    }
  }
  await walk(root)
  return out
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?::0(\d+)d)?\}/g, (whole, key: string, width?: string) => {
    const v = values[key]
    if (v === undefined) return whole
    return width ? String(v).padStart(Number(width), '0') : String(v)
  })

/**
 * A LeRobot folder's episodes: v2.x one parquet per episode; v3.0 episodes share data files, found
 * by their `episode_index` column, with each camera's start in the shared video from meta/episodes.
 * A camera whose video is missing or empty (a copy without its LFS objects) is dropped from a
 * rewritten info.json, so the episode's channels are still read; the report says so.
 */
async function lerobotDatasets(root: string, dir: string, scratch: string): Promise<FolderDataset[]> {
  const infoPath = join(dir, 'meta', 'info.json')
  let info: LeRobotInfoFile
  try {
    info = JSON.parse(readFileSync(infoPath, 'utf8')) as LeRobotInfoFile
  } catch {
    info = {}
  }
  const cameras = Object.entries(info.features ?? {})
    .filter(([, f]) => f?.dtype === 'video')
    .map(([k]) => k)
  const dataFiles: string[] = []
  const collect = (d: string) => {
    if (!existsSync(d)) return
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name)
      if (e.isDirectory()) collect(p)
      else if (e.name.endsWith('.parquet')) dataFiles.push(p)
    }
  }
  collect(join(dir, 'data'))
  const v3 = String(info.codebase_version ?? '').startsWith('v3')
  const starts = v3 ? await v3VideoStarts(dir, cameras) : new Map<string, number>()
  const out: FolderDataset[] = []
  for (const data of dataFiles) {
    const episodes = v3 ? await episodeIndexes(data) : [Number(/episode_(\d+)/.exec(data)?.[1] ?? 0)]
    for (const episode of episodes) {
      const notes: string[] = []
      const companions: FolderDataset['companions'] = []
      const dropped: string[] = []
      for (const cam of cameras) {
        const chunk = Math.floor(episode / (info.chunks_size || 1000))
        const file = fill(info.video_path ?? '', {
          episode_chunk: chunk,
          episode_index: episode,
          video_key: cam,
          chunk_index: 0,
          file_index: 0,
        })
        const path = join(dir, file)
        if (!info.video_path || !existsSync(path) || statSync(path).size === 0) {
          dropped.push(cam)
          continue
        }
        const start = starts.get(`${cam} ${episode}`)
        companions.push({
          path,
          name: relative(root, path),
          role: cam,
          ...(start !== undefined && start > 0 ? { start_seconds: start } : {}),
        })
      }
      let infoFile = infoPath
      if (dropped.length > 0) {
        notes.push(`no video for ${dropped.join(', ')} in the copy: dropped from info.json`)
        const rewritten = JSON.parse(readFileSync(infoPath, 'utf8')) as LeRobotInfoFile
        for (const cam of dropped) delete rewritten.features?.[cam]
        const d = join(mkdtempSync(join(scratch, 'info-')), 'meta')
        mkdirSync(d)
        infoFile = join(d, 'info.json')
        writeFileSync(infoFile, JSON.stringify(rewritten))
      }
      companions.unshift({ path: infoFile, name: relative(root, infoPath), role: 'meta/info.json' })
      out.push({
        label: `${relative(root, data)}${v3 ? ` episode ${episode}` : ''}`,
        data_type: 'episode',
        main: { path: data, name: relative(root, data) },
        companions,
        metadata: v3 ? { episode_index: episode } : {},
        notes,
      })
    }
  }
  return out
}

async function parquetRows(path: string, columns?: string[]): Promise<Record<string, unknown>[]> {
  const bytes = readFileSync(path)
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const metadata = await parquetMetadataAsync(file)
  const have = new Set(metadata.schema.map((s) => s.name))
  const wanted = columns?.filter((c) => have.has(c))
  return parquetReadObjects({ file, metadata, ...(wanted ? { columns: wanted } : {}) })
}

/** The distinct `episode_index` values of a v3.0 data file, in order. */
async function episodeIndexes(path: string): Promise<number[]> {
  try {
    const rows = await parquetRows(path, ['episode_index'])
    return [...new Set(rows.map((r) => Number(r.episode_index)))].sort((a, b) => a - b)
  } catch {
    return [0]
  }
}

/** `"<camera> <episode>"` → the episode's start in the camera's shared video (v3.0 meta/episodes). */
async function v3VideoStarts(dir: string, cameras: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  const folder = join(dir, 'meta', 'episodes')
  if (!existsSync(folder) || cameras.length === 0) return out
  const files: string[] = []
  const collect = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) collect(p)
      else if (e.name.endsWith('.parquet')) files.push(p)
    }
  }
  collect(folder)
  for (const f of files) {
    const rows = await parquetRows(f, [
      'episode_index',
      ...cameras.map((c) => `videos/${c}/from_timestamp`),
    ]).catch(() => [])
    for (const r of rows)
      for (const c of cameras) {
        const v = Number(r[`videos/${c}/from_timestamp`])
        if (Number.isFinite(v)) out.set(`${c} ${Number(r.episode_index)}`, v)
      }
  }
  return out
}

/**
 * An uploader that stores each file once under `folder/<n>/<its name>` through `put` and gives its
 * link again when asked twice (a LeRobot dataset's meta/info.json is every episode's companion).
 */
export function uploadOnce(
  put: (link: string, bytes: Buffer) => Promise<unknown>,
): (path: string, name: string) => Promise<string> {
  const uploaded = new Map<string, string>()
  return async (path, name) => {
    let link = uploaded.get(path)
    if (!link) {
      link = `folder/${uploaded.size}/${name.split(sep).join('/')}`
      await put(link, readFileSync(path))
      uploaded.set(path, link)
    }
    return link
  }
}

/** A dataset's companions uploaded (each file once), as `POST /admin/datasets` takes them. */
export async function uploadedCompanions(
  d: FolderDataset,
  upload: (path: string, name: string) => Promise<string>,
): Promise<{ name: string; link: string; start_seconds?: number }[]> {
  const out = []
  for (const c of d.companions)
    out.push({
      name: c.role,
      link: await upload(c.path, c.name),
      ...(c.start_seconds !== undefined ? { start_seconds: c.start_seconds } : {}),
    })
  return out
}
