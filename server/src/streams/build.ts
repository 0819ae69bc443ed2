import { extname } from 'node:path'
import {
  type IndexJob,
  type IndexOutcome,
  type InputFile,
  type StreamReader,
  UnreadableError,
} from './model.ts'
import { IndexBuilder } from './summary-store.ts'

/** A format Hangar reads (docs/streams.md#formats): by extension; its reader loaded when needed. */
interface Format {
  extensions: string[]
  load: () => Promise<StreamReader>
}

// Loaded on demand: a worker indexing a CSV does not load the MCAP, parquet and video libraries.
const csv: Format = {
  extensions: ['.csv', '.tsv'],
  load: async () => (await import('./readers/table.ts')).csvReader,
}
const jsonl: Format = {
  extensions: ['.jsonl', '.ndjson'],
  load: async () => (await import('./readers/table.ts')).jsonlReader,
}
const mcap: Format = {
  extensions: ['.mcap'],
  load: async () => (await import('./readers/mcap.ts')).mcapReader,
}
const lerobot: Format = {
  extensions: ['.parquet'],
  load: async () => (await import('./readers/lerobot.ts')).lerobotReader,
}
const video: Format = {
  extensions: ['.mp4', '.m4v', '.mov', '.webm', '.mkv'],
  load: async () => (await import('./readers/video.ts')).videoReader,
}

/** Formats of a dataset's own file, and of its companion files (videos). */
export const FORMATS: Format[] = [csv, jsonl, mcap, lerobot, video]
export const COMPANION_FORMATS: Format[] = [video]

const formatOf = (file: Pick<InputFile, 'link'>, among: Format[]) =>
  among.find((f) => f.extensions.includes(extname(file.link).toLowerCase()))

/** Whether anything of the job is readable (else its streams are `none`, without a worker). */
export function readable(job: Pick<IndexJob, 'main' | 'companions'>): boolean {
  return (
    formatOf(job.main, FORMATS) !== undefined || job.companions.some((c) => formatOf(c, COMPANION_FORMATS))
  )
}

/** One sentence from whatever a reader threw. */
export function sentenceOf(err: unknown): string {
  if (err instanceof UnreadableError) return err.message
  const msg = err instanceof Error ? err.message : String(err)
  const clean = msg.replace(/\s+/g, ' ').trim().slice(0, 200)
  return `The file could not be read${clean ? `: ${clean.replace(/\.$/, '')}` : ''}.`
}

/** Reads a job's files into a new index (runs inside the worker). */
export async function buildIndex(job: IndexJob): Promise<IndexOutcome> {
  const mainFormat = formatOf(job.main, FORMATS)
  const main = mainFormat ? await mainFormat.load() : undefined
  const companions = []
  for (const c of job.companions) {
    const f = formatOf(c, COMPANION_FORMATS)
    if (f) companions.push({ c, r: await f.load() })
  }
  if (!main && companions.length === 0) return { status: 'none' }
  const builder = new IndexBuilder(job.outDir, main?.format ?? 'companions')
  try {
    if (main) await main.read(job, builder)
    // A video shared by episodes (it starts later in the file) counts up to the data's end.
    const dataEnd = builder.dataEnd()
    for (const { c, r } of companions) {
      const until =
        (c.start_seconds ?? 0) > 0 && dataEnd !== undefined ? (c.start_seconds ?? 0) + dataEnd : undefined
      await r.read({ ...job, main: { ...c, until_seconds: until } }, builder)
    }
    const index = builder.commit()
    return { status: 'ready', duration_seconds: index.duration_seconds }
  } catch (err) {
    builder.abandon()
    return { status: 'failed', detail: sentenceOf(err) }
  }
}

/** The reader of a job's main file, when Hangar reads its format and it is not a video. */
export async function mainReader(job: Pick<IndexJob, 'main'>): Promise<StreamReader | undefined> {
  const format = formatOf(job.main, FORMATS)
  return format && format !== video ? loadOnce(format) : undefined
}

/**
 * Readers imported once: an import() of a loaded module still asks the loader (about 1 ms a call
 * from TypeScript sources), and an export or the checks ask for a reader per file.
 */
const loaded = new Map<Format, Promise<StreamReader>>()
function loadOnce(format: Format): Promise<StreamReader> {
  let reader = loaded.get(format)
  if (!reader) {
    reader = format.load()
    loaded.set(format, reader)
  }
  return reader
}
