import { type IndexJob, type IndexOutcome, type StreamReader, UnreadableError } from './model.ts'
import { lerobotReader } from './readers/lerobot.ts'
import { mcapReader } from './readers/mcap.ts'
import { csvReader, jsonlReader } from './readers/table.ts'
import { videoReader } from './readers/video.ts'
import { IndexBuilder } from './summary-store.ts'

/** Every format Hangar reads (docs/streams.md#formats), tried in order on the main file. */
export const READERS: StreamReader[] = [csvReader, jsonlReader, mcapReader, lerobotReader, videoReader]

/** Readers of companion files (videos), applied to each companion that one accepts. */
export const COMPANION_READERS: StreamReader[] = [videoReader]

/** The reader of a job's main file, if any format matches its name. */
export function readerFor(job: Pick<IndexJob, 'main'>): StreamReader | undefined {
  return READERS.find((r) => r.accepts(job as IndexJob))
}

/** Whether anything of the job is readable (else its streams are `none`, without a worker). */
export function readable(job: Pick<IndexJob, 'main' | 'companions'>): boolean {
  if (readerFor(job)) return true
  return job.companions.some((c) => COMPANION_READERS.some((r) => r.accepts({ ...job, main: c } as IndexJob)))
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
  const main = readerFor(job)
  const companions = job.companions.flatMap((c) => {
    const r = COMPANION_READERS.find((r) => r.accepts({ ...job, main: c }))
    return r ? [{ c, r }] : []
  })
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
