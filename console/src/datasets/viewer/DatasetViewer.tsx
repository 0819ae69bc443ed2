import { Grid, Paper, Stack, Text } from '@mantine/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { ChannelPlots } from './ChannelPlots.tsx'
import { addressWithTime, PlaybackClock, timeFromAddress } from './clock.ts'
import { cameraOf } from './early-videos.ts'
import { ImageFrames } from './ImageFrames.tsx'
import { PlayerControls, usePlayerKeys } from './PlayerControls.tsx'
import { PosePath } from './PosePath.tsx'
import { defaultChannels } from './plotted-channels.ts'
import { findPose } from './pose.ts'
import { type Streams, useRefreshStreams } from './queries.ts'
import { type Camera, SyncedVideos } from './SyncedVideos.tsx'

/** Without a camera, `,` and `.` move by a tenth of a second. */
const STEP_WITHOUT_VIDEO = 0.1

export const camerasOf = (streams: Streams): Camera[] =>
  streams.videos.map((v) => ({ ...cameraOf(v), url: v.url, codec: v.codec }))

/** A clock for a page, started at the address's `?t=`, writing it back whenever it stops. */
export function useAddressClock(duration: number, frameSeconds: number): PlaybackClock {
  const clock = useMemo(() => {
    const c = new PlaybackClock(duration, frameSeconds)
    c.seek(timeFromAddress(new URLSearchParams(window.location.search).get('t')))
    return c
  }, [duration, frameSeconds])
  useEffect(() => {
    let wasPlaying = false
    let written = -1
    const unsubscribe = clock.subscribe(() => {
      const s = clock.get()
      // Written only while paused: one entry, replaced, never a history entry per frame.
      if (!s.playing && (wasPlaying || s.time !== written)) {
        written = s.time
        window.history.replaceState(window.history.state, '', addressWithTime(window.location.href, s.time))
      }
      wasPlaying = s.playing
    })
    return () => {
      unsubscribe()
      clock.pause()
    }
  }, [clock])
  return clock
}

/**
 * The dataset as it is: its cameras in step, its channels plotted under them with one cursor, an
 * episode's base path on the map, and a slider when there is no video (docs/web-console.md).
 */
export default function DatasetViewer({
  datasetId,
  streams,
  onClock,
  lane,
}: {
  datasetId: string
  streams: Streams
  /** The player's clock, for what the page does at a time (findings' links, the `i`/`o` keys). */
  onClock?: (clock: PlaybackClock | null) => void
  /** Drawn under the scrubber on the clock: the findings' marker lane. */
  lane?: (clock: PlaybackClock) => ReactNode
}) {
  const cameras = useMemo(() => camerasOf(streams), [streams])
  const fps = cameras[0]?.fps ?? null
  const duration = streams.duration_seconds ?? 0
  const clock = useAddressClock(duration, fps ? 1 / fps : STEP_WITHOUT_VIDEO)
  useEffect(() => {
    onClock?.(clock)
    return () => onClock?.(null)
  }, [clock, onClock])
  usePlayerKeys(clock)
  const pose = useMemo(() => findPose(streams.channels), [streams.channels])
  const [chosen, setChosen] = useState(() => defaultChannels(streams.channels, pose))
  const refresh = useRefreshStreams()

  return (
    // A link to a finding's time scrolls here: below the sticky header.
    <section
      aria-label="Player"
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 56px) + 8px)' }}
    >
      <Stack gap="sm">
        {cameras.length > 0 && (
          <Paper withBorder p="sm" radius="md">
            <SyncedVideos clock={clock} cameras={cameras} onLinksExpired={() => refresh(datasetId)} />
          </Paper>
        )}
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            <PlayerControls clock={clock} fps={fps} />
            <Text fz="xs" c="dimmed">
              Keys: space play/pause · <kbd>,</kbd> <kbd>.</kbd> one {fps ? 'frame' : 'tenth of a second'}{' '}
              back and forward · <kbd>[</kbd> <kbd>]</kbd> slower and faster. The address keeps the time.
            </Text>
            {lane?.(clock)}
          </Stack>
        </Paper>
        {(streams.channels.length > 0 || streams.images.length > 0) && (
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, lg: pose ? 7 : 12 }}>
              <Paper withBorder p="sm" radius="md">
                <Stack gap="sm">
                  {streams.images.length > 0 && (
                    <ImageFrames datasetId={datasetId} clock={clock} images={streams.images} />
                  )}
                  {streams.channels.length > 0 && (
                    <ChannelPlots
                      datasetId={datasetId}
                      clock={clock}
                      channels={streams.channels}
                      chosen={chosen}
                      onChoose={setChosen}
                    />
                  )}
                </Stack>
              </Paper>
            </Grid.Col>
            {pose && (
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <PosePath datasetId={datasetId} clock={clock} pose={pose} />
              </Grid.Col>
            )}
          </Grid>
        )}
      </Stack>
    </section>
  )
}
