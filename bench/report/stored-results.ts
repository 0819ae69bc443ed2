import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ConsoleResults } from '../console/console-results.ts'
import type { ViewerResults } from '../console/viewer-results.ts'
import type { ManifestEventLoopResults } from '../manifest/manifest-results.ts'
import type { MechaBenchResults } from '../mecha/mecha-results.ts'
import { consoleObservations } from './console-observations.ts'
import { runSets, type StoredRun, setObservations } from './dataset-observations.ts'
import { type EventsResults, eventsObservations } from './events-observations.ts'
import { manifestObservations } from './manifest-observations.ts'
import { mechaObservations } from './mecha-observations.ts'
import type { Observation } from './observation.ts'
import type { RunResults } from './results.ts'
import { readRuns } from './results.ts'
import {
  indexingObservations,
  type StreamsIndexingResults,
  type StreamsSeriesResults,
  seriesObservations,
} from './streams-observations.ts'
import { viewerObservations } from './viewer-observations.ts'

const MECHA_FILE = /^mecha(-broker)?-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/
const MANIFEST_FILE = /^manifest-event-loop-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/
const STREAMS_SERIES_FILE = /^streams-series-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/
const STREAMS_INDEXING_FILE = /^streams-indexing-(csv|mcap)-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/
const EVENTS_FILE = /^events-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/
const CONSOLE_VIEWER_FILE = /^console-viewer-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/
/** compare/<timestamp>-<name>.json: the name `--record-as` gave the run. */
const COMPARE_FILE = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-(.+)\.json$/

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T
const list = (dir: string, pattern: RegExp) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => pattern.test(f))
        .sort()
    : []

/** Every datasets run: bench/results/*.json alone, bench/results/compare/*.json with its name. */
export function readDatasetRuns(benchDir: string): StoredRun[] {
  const results = join(benchDir, 'results')
  const plain = readRuns(results).map((r) => ({ file: `results/${r.file}`, run: r.run }))
  const compared = list(join(results, 'compare'), COMPARE_FILE).map((f) => ({
    file: `results/compare/${f}`,
    run: readJson<RunResults>(join(results, 'compare', f)),
    recordedAs: COMPARE_FILE.exec(f)![1]!,
  }))
  return [...plain, ...compared]
}

/**
 * Every stored result under `benchDir` as observations: datasets runs and sets of repeated
 * runs, mecha runs, the console's results (the queue's and the viewer's), the manifest checks
 * the streams benches and the events bench.
 */
export function readObservations(benchDir: string): Observation[] {
  const results = join(benchDir, 'results')
  const consoleFile = join(benchDir, 'console', 'results.json')
  return [
    ...runSets(readDatasetRuns(benchDir)).flatMap(setObservations),
    ...list(results, MECHA_FILE).flatMap((f) =>
      mechaObservations(`results/${f}`, readJson<MechaBenchResults>(join(results, f))),
    ),
    ...(existsSync(consoleFile)
      ? consoleObservations('console/results.json', readJson<ConsoleResults>(consoleFile))
      : []),
    ...list(results, CONSOLE_VIEWER_FILE).flatMap((f) =>
      viewerObservations(`results/${f}`, readJson<ViewerResults>(join(results, f))),
    ),
    ...list(results, MANIFEST_FILE).flatMap((f) =>
      manifestObservations(`results/${f}`, readJson<ManifestEventLoopResults>(join(results, f))),
    ),
    ...list(results, STREAMS_SERIES_FILE).flatMap((f) =>
      seriesObservations(`results/${f}`, readJson<StreamsSeriesResults>(join(results, f))),
    ),
    ...list(results, STREAMS_INDEXING_FILE).flatMap((f) =>
      indexingObservations(`results/${f}`, readJson<StreamsIndexingResults>(join(results, f))),
    ),
    ...list(results, EVENTS_FILE).flatMap((f) =>
      eventsObservations(`results/${f}`, readJson<EventsResults>(join(results, f))),
    ),
  ]
}
