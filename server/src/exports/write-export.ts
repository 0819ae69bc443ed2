import type { BlobStore } from '../files/blob-store.ts'
import type { ExportFormat, ExportWriter } from './export.ts'
import type { SourceEpisode } from './lerobot/read-episode.ts'
import { type EpisodeInput, writeLeRobot } from './lerobot/write-lerobot.ts'
import type { DatasetProvenance } from './provenance.ts'
import { readAhead } from './read-ahead.ts'
import { writeWebDatasetExport } from './webdataset/webdataset-export.ts'

/**
 * A dataset of the release as a format sees it: its fields and its provenance entry, which the
 * format completes (`episode_index`, or `left_out` with why). Entries of datasets that are not
 * accepted come with `left_out` set already.
 */
export interface ExportDataset {
  id: string
  name: string
  data_type: string
  /** Where its own file is stored. */
  link: string
  sha256: string | null
  prompt: string | null
  metadata: Record<string, unknown> | null
  entry: DatasetProvenance
}

/** What a format reads besides the datasets' fields. */
export interface ExportSources {
  /** The dataset's file read as an episode by the stream readers; undefined when it is gone. */
  episode(datasetId: string): Promise<{ result: SourceEpisode | undefined } | { failed: string } | undefined>
  /** The stored files (a dataset's video streamed into a shard). */
  files: Pick<BlobStore, 'size' | 'read'>
}

export interface WriteExportOptions {
  signal: AbortSignal
  /** Called with the fraction done (0..1). */
  progress: (f: number) => void
  /** A fixed time for what needs one in a file (a tar entry's mtime): the release's creation. */
  mtime: Date
}

/** Writes the export's files in its format (docs/exports.md); provenance.json is the caller's. */
export async function writeExport(
  format: ExportFormat,
  datasets: readonly ExportDataset[],
  out: ExportWriter,
  sources: ExportSources,
  opts: WriteExportOptions,
): Promise<void> {
  switch (format) {
    case 'lerobot':
      return writeLeRobotExport(datasets, out, sources, opts, 'v3.0')
    case 'lerobot-v2.1':
      return writeLeRobotExport(datasets, out, sources, opts, 'v2.1')
    case 'webdataset':
      return writeWebDatasetExport(datasets, out, sources.files, opts)
  }
}

/** Episodes read at once: the reading workers' places (two unless configured otherwise). */
const READ_AHEAD = 2

/**
 * LeRobot (docs/exports.md#lerobot): every accepted dataset whose file the stream readers read
 * with a numeric channel becomes an episode, in order of the ids; reading them is the first 70 %.
 */
async function writeLeRobotExport(
  datasets: readonly ExportDataset[],
  out: ExportWriter,
  sources: ExportSources,
  opts: WriteExportOptions,
  layout: 'v3.0' | 'v2.1',
): Promise<void> {
  const episodes: EpisodeInput[] = []
  // Read two at a time, each in a reading worker (docs/exports.md#measured); kept in order.
  const wanted = datasets.filter((d) => d.entry.left_out === null)
  const readOf = readAhead(wanted, READ_AHEAD, (d) => sources.episode(d.id))
  let next = 0
  for (const [i, d] of datasets.entries()) {
    opts.signal.throwIfAborted()
    if (d.entry.left_out === null) {
      const read = await readOf(next++)
      if (!read) d.entry.left_out = 'The dataset is gone.'
      else if ('failed' in read) d.entry.left_out = read.failed
      else if (!read.result) d.entry.left_out = 'Hangar reads no numeric channel in its file.'
      else {
        d.entry.episode_index = episodes.length
        episodes.push({ task: taskOf(d), source: read.result })
      }
    }
    opts.progress(((i + 1) / datasets.length) * 0.7)
  }
  await writeLeRobot(episodes, out, {
    progress: (f) => opts.progress(0.7 + 0.3 * f),
    layout,
    files: sources.files,
  })
}

/** An episode's task: a synthetic dataset's prompt, else its metadata's `task`, else its name. */
function taskOf(d: ExportDataset): string {
  if (d.prompt) return d.prompt
  const task = d.metadata?.task
  return typeof task === 'string' && task.trim() !== '' ? task : d.name
}
