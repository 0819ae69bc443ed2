import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { parquetReadObjects } from 'hyparquet'
import { compressors } from 'hyparquet-compressors'

/** One episode of a LeRobot dataset folder, with the files it is read from (paths relative to the folder). */
export interface LeRobotEpisode {
  index: number
  tasks: string[]
  length: number | null
  data: string
  /** Each camera's video and where the episode starts in it (v3.0 videos hold many episodes). */
  videos: { key: string; path: string; start_seconds: number }[]
}

export interface LeRobotFolder {
  version: string
  fps: number | null
  robot_type: string | null
  cameras: string[]
  episodes: LeRobotEpisode[]
}

type Info = {
  codebase_version?: string
  fps?: number
  robot_type?: string
  chunks_size?: number
  data_path?: string
  video_path?: string
  features?: Record<string, { dtype?: string }>
}

/** Fills `{name}` and `{name:03d}` placeholders of info.json's path templates. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)(?::0?(\d+)d)?\}/g, (_, key: string, width?: string) => {
    const v = values[key]
    if (v === undefined) throw new Error(`info.json path template names {${key}}, which Hangar does not know`)
    return width ? String(v).padStart(Number(width), '0') : String(v)
  })
}

async function parquetRows(path: string): Promise<Record<string, unknown>[]> {
  const bytes = await readFile(path)
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  return parquetReadObjects({ file, compressors })
}

async function filesUnder(dir: string, ext: string): Promise<string[]> {
  const out: string[] = []
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...(await filesUnder(p, ext)))
    else if (e.name.endsWith(ext)) out.push(p)
  }
  return out.sort()
}

/**
 * Reads a LeRobot dataset's layout: v2.1 (`meta/episodes.jsonl`, a parquet and a video per
 * episode and camera) or v3.0 (`meta/episodes/…parquet`: files shared by episodes, each episode's
 * place in them). Only the folder's metadata is read here; the data files are read by the service.
 */
export async function readLeRobotFolder(folder: string): Promise<LeRobotFolder> {
  let info: Info
  try {
    info = JSON.parse(await readFile(join(folder, 'meta', 'info.json'), 'utf8')) as Info
  } catch {
    throw new Error(`${folder} is not a LeRobot dataset: meta/info.json is missing or not JSON`)
  }
  const version = String(info.codebase_version ?? '')
  const cameras = Object.entries(info.features ?? {})
    .filter(([, f]) => f?.dtype === 'video')
    .map(([k]) => k)
  const chunksSize = info.chunks_size ?? 1000
  const base = { version, fps: info.fps ?? null, robot_type: info.robot_type ?? null, cameras }
  if (version.startsWith('v3')) {
    const rows = (
      await Promise.all((await filesUnder(join(folder, 'meta', 'episodes'), '.parquet')).map(parquetRows))
    ).flat()
    const episodes = rows.map((r): LeRobotEpisode => {
      const num = (k: string) => Number(r[k] ?? 0)
      return {
        index: num('episode_index'),
        tasks: Array.isArray(r.tasks) ? r.tasks.map(String) : [],
        length: r.length === undefined ? null : num('length'),
        data: fillTemplate(info.data_path ?? 'data/chunk-{chunk_index:03d}/file-{file_index:03d}.parquet', {
          chunk_index: num('data/chunk_index'),
          file_index: num('data/file_index'),
        }),
        videos: cameras.map((key) => ({
          key,
          path: fillTemplate(
            info.video_path ?? 'videos/{video_key}/chunk-{chunk_index:03d}/file-{file_index:03d}.mp4',
            {
              video_key: key,
              chunk_index: num(`videos/${key}/chunk_index`),
              file_index: num(`videos/${key}/file_index`),
            },
          ),
          start_seconds: num(`videos/${key}/from_timestamp`),
        })),
      }
    })
    return { ...base, episodes: episodes.sort((a, b) => a.index - b.index) }
  }
  const lines = (await readFile(join(folder, 'meta', 'episodes.jsonl'), 'utf8'))
    .split('\n')
    .filter((l) => l.trim())
  const episodes = lines.map((line): LeRobotEpisode => {
    const e = JSON.parse(line) as { episode_index: number; tasks?: string[]; length?: number }
    const values = { episode_index: e.episode_index, episode_chunk: Math.floor(e.episode_index / chunksSize) }
    return {
      index: e.episode_index,
      tasks: e.tasks ?? [],
      length: e.length ?? null,
      data: fillTemplate(
        info.data_path ?? 'data/chunk-{episode_chunk:03d}/episode_{episode_index:06d}.parquet',
        values,
      ),
      videos: cameras.map((key) => ({
        key,
        path: fillTemplate(
          info.video_path ?? 'videos/chunk-{episode_chunk:03d}/{video_key}/episode_{episode_index:06d}.mp4',
          { ...values, video_key: key },
        ),
        start_seconds: 0,
      })),
    }
  })
  return { ...base, episodes }
}

/** Whether a file exists (a camera's video may be missing from a folder). */
export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  )
}
