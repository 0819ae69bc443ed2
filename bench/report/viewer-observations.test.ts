import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ViewerResults } from '../console/viewer-results.ts'
import {
  BIG_VIDEO_SUBJECT,
  DATASET_SCRIPTS_SUBJECT,
  EPISODE_PAGE_SUBJECT,
  viewerObservations,
} from './viewer-observations.ts'

const video = (layout: 'moov-at-end' | 'faststart', median: number, max: number) => ({
  layout,
  bytes: 100_000_000,
  width: 1280,
  height: 720,
  seconds: 40,
  firstFrameMs: { median, max },
  presentedMs: { median: median - 10, max: max - 10 },
  presentedRuns: 5,
})

const results: ViewerResults = {
  date: '2026-11-27T02:30:00.000Z',
  command: 'node --import tsx bench/console/viewer.ts --runs 5',
  commit: 'abc1234',
  load_1min: [3.5, 4.25],
  runs: 5,
  episode: {
    name: 'Stair climb — LeRobot episode 0',
    cameras: 2,
    plots: 4,
    interactiveMs: { median: 900, max: 1100 },
    defaultViewMs: { median: 700, max: 800 },
    frameStepMs: { median: 40, max: 60 },
  },
  videos: [video('moov-at-end', 500, 700), video('faststart', 400, 450)],
  scripts: { initialGzipKB: 210.5, viewerGzipKB: 40.2, initialFiles: 20, viewerFiles: 3, viewerLazy: true },
}

test('one viewer run: the episode page, the 100 MB MP4 at its worst layout, the dataset page’s scripts', () => {
  const os = viewerObservations('results/console-viewer-2026-11-27T02-30Z.json', results)
  assert.deepEqual(
    os.map((o) => [o.subject, o.figures, o.detail]),
    [
      [
        EPISODE_PAGE_SUBJECT,
        { interactiveMaxMs: 1100, interactiveMedianMs: 900 },
        'median 900 ms; with the default three plots 800 ms; a frame step 60 ms',
      ],
      [
        BIG_VIDEO_SUBJECT,
        { firstFrameMaxMs: 700 },
        'moov-at-end median 500, worst 700 ms; faststart median 400, worst 450 ms',
      ],
      [
        DATASET_SCRIPTS_SUBJECT,
        { initialScriptGzipKB: 210.5, viewerScriptGzipKB: 40.2, viewerLazy: 1 },
        'the viewer 40.2 KB after it, lazy',
      ],
    ],
  )
  assert.deepEqual(os[0]?.provenance, {
    date: '2026-11-27T02:30:00.000Z',
    load: '3.5 → 4.25',
    commit: 'abc1234',
    kind: '5 first visits',
    commands: ['node --import tsx bench/console/viewer.ts --runs 5'],
    files: ['results/console-viewer-2026-11-27T02-30Z.json'],
  })
})

test('a viewer in the first load says so; a run without videos has no video observation', () => {
  const os = viewerObservations('f.json', {
    ...results,
    videos: [],
    scripts: { ...results.scripts, viewerLazy: false },
  })
  assert.deepEqual(
    os.map((o) => o.subject),
    [EPISODE_PAGE_SUBJECT, DATASET_SCRIPTS_SUBJECT],
  )
  assert.equal(os[1]?.figures.viewerLazy, 0)
  assert.equal(os[1]?.detail, 'the viewer 40.2 KB after it, NOT lazy')
})
