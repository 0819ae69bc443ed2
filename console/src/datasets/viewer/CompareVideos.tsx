import { Paper, Stack } from '@mantine/core'
import { useMemo } from 'react'
import { PlaybackClock } from './clock.ts'
import { PlayerControls } from './PlayerControls.tsx'
import { type Streams, useRefreshStreams } from './queries.ts'
import { type Camera, SyncedVideos } from './SyncedVideos.tsx'

/**
 * Two versions' clips side by side on one clock. Its own clock, buttons only: the page's keys and
 * address belong to the dataset's own player above.
 */
export default function CompareVideos({
  sides,
}: {
  sides: Array<{ version: number; datasetId: string; streams: Streams }>
}) {
  const refresh = useRefreshStreams()
  const cameras: Camera[] = useMemo(
    () =>
      sides.flatMap(({ version, streams }) =>
        streams.videos.slice(0, 1).map((v) => ({
          key: `v${version}`,
          label: `Version ${version}`,
          url: v.url,
          width: v.width,
          height: v.height,
          fps: v.fps,
          codec: v.codec,
          start_seconds: v.start_seconds,
        })),
      ),
    [sides],
  )
  const fps = cameras[0]?.fps ?? 30
  const duration = Math.max(...sides.map((s) => s.streams.duration_seconds ?? 0))
  const clock = useMemo(() => new PlaybackClock(duration, 1 / fps), [duration, fps])
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Both versions, playing in step" component="section">
      <Stack gap="sm">
        <SyncedVideos
          clock={clock}
          cameras={cameras}
          onLinksExpired={() => {
            for (const side of sides) refresh(side.datasetId)
          }}
        />
        <PlayerControls clock={clock} fps={fps} keys={false} />
      </Stack>
    </Paper>
  )
}
