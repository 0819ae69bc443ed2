import type { ViewerResults } from '../console/viewer-results.ts'
import { commitText, loadText, type Observation } from './observation.ts'

export const EPISODE_PAGE_SUBJECT = 'console episode page'
export const BIG_VIDEO_SUBJECT = 'console 100 MB MP4'
export const DATASET_SCRIPTS_SUBJECT = 'console dataset page scripts'

/**
 * What one `bench/console/viewer.ts` run says (issue 17's console goals): the episode page's time
 * to interactive, the 100 MB MP4's first frame (the worst visit over both layouts, each layout in
 * the detail) and the dataset page's JavaScript before the viewer (`viewerLazy` 1 when the viewer
 * is neither in the entry HTML nor loaded by the review queue).
 * @param file the stored file, relative to bench/
 */
export function viewerObservations(file: string, r: ViewerResults): Observation[] {
  const provenance = {
    date: r.date,
    load: loadText([{ start: r.load_1min.slice(0, 1), end: r.load_1min.slice(1, 2) }]),
    commit: commitText([r.commit]),
    kind: `${r.runs} first visits`,
    commands: [r.command],
    files: [file],
  }
  const e = r.episode
  const worstVideo = Math.max(...r.videos.map((v) => v.firstFrameMs.max))
  return [
    {
      subject: EPISODE_PAGE_SUBJECT,
      figures: { interactiveMaxMs: e.interactiveMs.max, interactiveMedianMs: e.interactiveMs.median },
      detail:
        `median ${e.interactiveMs.median} ms; with the default three plots ${e.defaultViewMs.max} ms; ` +
        `a frame step ${e.frameStepMs.max} ms`,
      provenance,
    },
    ...(r.videos.length
      ? [
          {
            subject: BIG_VIDEO_SUBJECT,
            figures: { firstFrameMaxMs: worstVideo },
            detail: r.videos
              .map((v) => `${v.layout} median ${v.firstFrameMs.median}, worst ${v.firstFrameMs.max} ms`)
              .join('; '),
            provenance,
          },
        ]
      : []),
    {
      subject: DATASET_SCRIPTS_SUBJECT,
      figures: {
        initialScriptGzipKB: r.scripts.initialGzipKB,
        viewerScriptGzipKB: r.scripts.viewerGzipKB,
        viewerLazy: r.scripts.viewerLazy ? 1 : 0,
      },
      detail: `the viewer ${r.scripts.viewerGzipKB} KB after it, ${r.scripts.viewerLazy ? 'lazy' : 'NOT lazy'}`,
      provenance,
    },
  ]
}
