import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import type { BlobStore } from '../../files/blob-store.ts'
import type { ExportWriter } from '../export.ts'
import type { ExportDataset, WriteExportOptions } from '../write-export.ts'
import { canonicalJson } from './canonical-json.ts'
import { remuxToMp4 } from './remux-mp4.ts'
import { planShards, SHARD_BYTES, type ShardSample, shardPath, writeShards } from './write-shards.ts'

/** A dataset's own file is a sample's video when it is an MP4 (`.m4v` is one too)… */
const MP4_EXTENSIONS = new Set(['.mp4', '.m4v'])
/** …or a video in another container that Hangar reads, remuxed to MP4 when its codec fits one. */
const REMUXED_EXTENSIONS = new Set(['.mov', '.webm', '.mkv'])

/** Bytes of the ISO base media file format's first box: its size, then `ftyp`. */
const FTYP_AT = 4

interface Sample extends ShardSample {
  dataset: ExportDataset
}

/**
 * WebDataset (docs/exports.md#webdataset): every accepted dataset whose own file is an MP4, or a
 * QuickTime, WebM or Matroska video remuxed to one, becomes a sample `<dataset id>.mp4` +
 * `<dataset id>.json`, in order of the ids, in tar shards of at most `shardBytes`. Every other
 * dataset is left out, its provenance entry saying why; each sample's entry gets its position
 * (`episode_index`) and its `shard`. Remuxed videos wait in a temporary folder until written.
 */
export async function writeWebDatasetExport(
  datasets: readonly ExportDataset[],
  out: ExportWriter,
  files: Pick<BlobStore, 'size' | 'read'>,
  opts: WriteExportOptions & { shardBytes?: number },
): Promise<void> {
  const remuxed = await mkdtemp(join(tmpdir(), 'hangar-export-remux-'))
  try {
    await writeSamples(datasets, out, files, opts, remuxed)
  } finally {
    await rm(remuxed, { recursive: true, force: true })
  }
}

async function writeSamples(
  datasets: readonly ExportDataset[],
  out: ExportWriter,
  files: Pick<BlobStore, 'size' | 'read'>,
  opts: WriteExportOptions & { shardBytes?: number },
  remuxed: string,
): Promise<void> {
  const samples: Sample[] = []
  for (const d of datasets) {
    opts.signal.throwIfAborted()
    if (d.entry.left_out !== null) continue
    const ext = extname(d.link).toLowerCase()
    const video: { size: number; path?: string } | { left_out: string } = REMUXED_EXTENSIONS.has(ext)
      ? await remuxToMp4(files, d, remuxed)
      : await probeVideo(d, files)
    if ('left_out' in video) d.entry.left_out = video.left_out
    else
      samples.push({
        key: d.id,
        json: sampleJson(d),
        link: d.link,
        size: video.size,
        // A remuxed video is not the stored bytes: their sha256 was checked as they were read.
        ...(video.path ? { path: video.path, sha256: null } : { sha256: d.sha256 }),
        dataset: d,
      })
  }
  const cap = opts.shardBytes ?? SHARD_BYTES
  const { shards, tooLarge } = planShards(samples, cap)
  for (const s of tooLarge)
    s.dataset.entry.left_out = `Its video (${s.size} bytes) does not fit in a shard of at most ${cap} bytes.`
  let position = 0
  for (const [i, shard] of shards.entries())
    for (const s of shard) {
      s.dataset.entry.episode_index = position++
      s.dataset.entry.shard = shardPath(i)
    }
  await writeShards(shards, out, files, { mtime: opts.mtime, signal: opts.signal, progress: opts.progress })
  opts.progress(1)
}

/** The size of a dataset's own file when it is an MP4, else why it is not a sample. */
async function probeVideo(
  d: ExportDataset,
  files: Pick<BlobStore, 'size' | 'read'>,
): Promise<{ size: number } | { left_out: string }> {
  const ext = extname(d.link).toLowerCase()
  if (!MP4_EXTENSIONS.has(ext))
    return {
      left_out: `Its file is not an MP4 video (${ext || 'no extension'}); a webdataset sample is one.`,
    }
  const size = await files.size(d.link)
  if (size === undefined) return { left_out: 'Its file is not stored.' }
  const head: Buffer[] = []
  for await (const chunk of await files.read(d.link, { start: 0, end: FTYP_AT + 3 }))
    head.push(chunk as Buffer)
  if (
    Buffer.concat(head)
      .subarray(FTYP_AT, FTYP_AT + 4)
      .toString('latin1') !== 'ftyp'
  )
    return { left_out: `Its file is named ${ext} but is not an MP4 (no ftyp box at its start).` }
  return { size }
}

/** `<key>.json`: what a training loop needs beside the video, its keys sorted at every depth. */
function sampleJson(d: ExportDataset): Buffer {
  return Buffer.from(
    `${canonicalJson({
      dataset_id: d.id,
      name: d.name,
      data_type: d.data_type,
      version: d.entry.version,
      sha256: d.sha256,
      prompt: d.prompt,
      metadata: d.metadata ?? {},
      decision: d.entry.decision,
      finding_ids: d.entry.finding_ids,
    })}\n`,
  )
}
