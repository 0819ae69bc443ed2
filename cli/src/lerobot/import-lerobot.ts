import { basename, join } from 'node:path'
import type { ImportTarget } from '../import-target.ts'
import { exists, readLeRobotFolder } from './layout.ts'

export interface ImportOptions {
  org: string
  /** Storage path prefix. */
  prefix: string
  onStart?: (episodes: number) => void
  onEpisode?: (index: number, outcome: 'created' | 'skipped') => void
}

export interface ImportResult {
  created: number
  skipped: number
  /** Camera videos the folder lacks, by episode: those episodes' streams say so. */
  missing: string[]
}

/** The metadata key that marks an imported episode, so a second run imports nothing twice. */
export const EPISODE_KEY = 'lerobot_episode'

const safe = (path: string) => path.replace(/[^A-Za-z0-9._/-]/g, '_')

/**
 * One `episode` dataset per episode of a LeRobot folder (docs/streams.md#importing-lerobot): its
 * data parquet is the dataset's file; `meta/info.json` and each camera's video are companion
 * files; task, episode index, fps and robot type are metadata. Files shared by episodes (v3.0)
 * are uploaded once. An episode already imported (same dataset name and episode index in the
 * organization) is skipped.
 */
export async function importLeRobot(
  target: ImportTarget,
  folder: string,
  o: ImportOptions,
): Promise<ImportResult> {
  const layout = await readLeRobotFolder(folder)
  const name = basename(folder.replace(/\/+$/, ''))
  const prefix = `${o.prefix}/${name}`
  const upload = (rel: string) => target.store(join(folder, rel), safe(`${prefix}/${rel}`))
  const info = await upload('meta/info.json')
  const result: ImportResult = { created: 0, skipped: 0, missing: [] }
  o.onStart?.(layout.episodes.length)
  for (const ep of layout.episodes) {
    const key = `${name}#${ep.index}`
    const datasetKey = {
      journal: `episode:${key}`,
      metadata: { organization_id: o.org, key: EPISODE_KEY, value: key },
    }
    if (await target.created(datasetKey)) {
      result.skipped++
      o.onEpisode?.(ep.index, 'skipped')
      continue
    }
    const companions = [{ name: 'meta/info.json', link: info }]
    for (const v of ep.videos) {
      if (!(await exists(join(folder, v.path)))) {
        result.missing.push(`episode ${ep.index}: ${v.path}`)
        continue
      }
      companions.push({
        name: v.key,
        link: await upload(v.path),
        ...(v.start_seconds > 0 ? { start_seconds: v.start_seconds } : {}),
      })
    }
    await target.create(datasetKey, {
      organization_id: o.org,
      data_type: 'episode',
      name: `${name} — episode ${ep.index}`,
      link: await upload(ep.data),
      companions,
      metadata: {
        [EPISODE_KEY]: key,
        source: 'lerobot',
        lerobot_version: layout.version,
        episode_index: ep.index,
        ...(ep.tasks[0] !== undefined ? { task: ep.tasks.join('; ') } : {}),
        ...(layout.fps !== null ? { fps: layout.fps } : {}),
        ...(layout.robot_type !== null ? { robot_type: layout.robot_type } : {}),
        ...(ep.length !== null ? { frames: ep.length } : {}),
      },
    })
    result.created++
    o.onEpisode?.(ep.index, 'created')
  }
  return result
}
