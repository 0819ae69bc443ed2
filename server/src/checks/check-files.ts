import { mainReader } from '../streams/build.ts'
import type { IndexJob } from '../streams/model.ts'
import type { CheckFinding } from './check-finding.ts'
import { type ChecksOptions, ChecksSink, type StateClock } from './checks-sink.ts'

/** What the channel checks give: their findings, and the state's clock when asked (`keepClock`). */
export interface FileChecks {
  findings: CheckFinding[]
  clock?: StateClock | undefined
}

/**
 * The checks over a dataset's channels, run inside a stream worker thread (`runReadingTask`):
 * its main file read by the same reader as its index, into a sink that sees the raw samples.
 * Companion videos have no channels; a file Hangar does not read has none to check.
 */
export async function checkFiles(job: IndexJob, options: ChecksOptions): Promise<FileChecks> {
  const reader = await mainReader(job)
  if (!reader) return { findings: [] }
  const sink = new ChecksSink(options)
  await reader.read(job, sink)
  return { findings: sink.finish(), clock: sink.clock() }
}

/** What `runReadingTask` is told to call. */
export const CHECK_FILES = { module: import.meta.url, fn: 'checkFiles' } as const
