/** Issue 17's console goals, judged by `bench/console/viewer.ts` and the latest-goals table. */
export const VIEWER_BUDGETS = {
  /** An episode page with two cameras and four plots interactive after navigation, worst run, ms. */
  episodeInteractiveMs: 1500,
  /** A 100 MB MP4's first frame on screen after navigation to its dataset page, worst run, ms. */
  firstFrameMs: 1000,
  /** The JavaScript the dataset page loads before the viewer, KB gzip. */
  initialScriptGzipKB: 250,
} as const

/** Median and worst of the runs. */
export interface Spread {
  median: number
  max: number
}

/** One 100 MB MP4 layout: where its `moov` (the sample tables) is. */
export interface VideoFigures {
  layout: 'moov-at-end' | 'faststart'
  bytes: number
  width: number
  height: number
  seconds: number
  /**
   * The first frame decoded: the video's first `loadeddata`, or the first animation frame at which
   * its readyState is ≥ 2 (HAVE_CURRENT_DATA) if earlier, ms after navigation. What the goal judges.
   */
  firstFrameMs: Spread
  /**
   * The first frame presented (requestVideoFrameCallback's presentationTime), over the visits in
   * which headless chromium called it back (`presentedRuns`); it does not always for a paused video.
   */
  presentedMs: Spread | null
  presentedRuns: number
}

/** What one `bench/console/viewer.ts` invocation recorded: bench/results/console-viewer-<date>.json. */
export interface ViewerResults {
  date: string
  command: string
  commit?: string
  /** 1-minute load average at the start and at the end. */
  load_1min: number[]
  runs: number
  episode: {
    name: string
    cameras: number
    plots: number
    /** Navigation → both cameras' first frame, four plots drawn (the bench picks the fourth). */
    interactiveMs: Spread
    /** Navigation → both cameras' first frame and the three plots the page shows by itself. */
    defaultViewMs: Spread
    /** `.` pressed → both cameras showing the next frame. */
    frameStepMs: Spread
  }
  videos: VideoFigures[]
  scripts: {
    /** Everything the dataset page requested before the viewer's chunk, KB gzip (median). */
    initialGzipKB: number
    /** The viewer's chunk and what it brought, KB gzip (median). */
    viewerGzipKB: number
    initialFiles: number
    viewerFiles: number
    /** The viewer's chunk is neither in the entry HTML nor loaded by the review queue. */
    viewerLazy: boolean
  }
}
