import { must } from '@hangar/client'
import { hangar } from '../../api/hangar.ts'
import { defaultChannels, pointsForWidth } from './plotted-channels.ts'
import { findPose } from './pose.ts'
import type { Series, Streams } from './stream-types.ts'

type SeriesAnswer = { from: number; to: number; channels: Series[] }

/**
 * An answer for this share more or fewer buckets than the plots ask for once laid out still
 * serves them: a bucket per 1.3 pixels or per 0.7 is not to be seen, and asking again is.
 */
const POINTS_TOLERANCE = 0.3

interface Early {
  datasetId: string
  channels: string[]
  from: number
  to: number
  points: number
  answer: Promise<SeriesAnswer>
}
let early: Early | null = null

/**
 * The plots' width before anything is laid out, from the window's: the console's navigation
 * (232 px from Mantine's `sm`) and padding (24 px), the viewer's column beside the map (7 of 12
 * from `lg`), the plot's frame. A wrong guess costs only the early request (takeEarlySeries).
 */
export function plotWidthGuess(viewport: number, besideMap: boolean): number {
  const main = viewport - (viewport >= 768 ? 232 : 0) - 2 * 24
  return (besideMap && viewport >= 1200 ? (main * 7) / 12 : main) - 2 * 13
}

/**
 * The default plots' buckets, asked for as soon as the early streams answer arrives (boot
 * module) instead of once the player's code has come, rendered and measured its plots.
 */
export function askSeriesEarly(datasetId: string, streams: Streams, viewport: number): void {
  const pose = findPose(streams.channels)
  const channels = defaultChannels(streams.channels, pose)
  if (!channels.length) return
  const from = 0
  const to = streams.duration_seconds ?? 0
  const points = pointsForWidth(plotWidthGuess(viewport, pose !== null))
  const answer = must(
    hangar.GET('/datasets/{dataset_id}/series', {
      params: { path: { dataset_id: datasetId }, query: { channel: channels, from, to, points } },
    }),
  )
  answer.catch(() => {})
  early = { datasetId, channels, from, to, points, answer }
}

/** The early answer, once, if it is for these channels and range at about this many buckets. */
export function takeEarlySeries(
  datasetId: string,
  channels: string[],
  range: { from: number; to: number },
  points: number,
): Promise<SeriesAnswer> | undefined {
  const e = early
  if (
    !e ||
    e.datasetId !== datasetId ||
    e.channels.join('\n') !== channels.join('\n') ||
    e.from !== range.from ||
    e.to !== range.to ||
    Math.abs(e.points - points) > points * POINTS_TOLERANCE
  )
    return undefined
  early = null
  return e.answer
}

/** After signing in or out. */
export function forgetEarlySeries(): void {
  early = null
}
