import { Alert, Button, Group, MultiSelect, Skeleton, Stack, Text } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useId, useState } from 'react'
import { ChannelPlot, PLOT_HEIGHT } from './ChannelPlot.tsx'
import type { PlaybackClock } from './clock.ts'
import { pointsForWidth } from './plotted-channels.ts'
import { type Channel, useSeries } from './queries.ts'

/** At most this many plots at once: each is a request's worth of buckets and a canvas. */
export const MAX_PLOTTED = 8

/**
 * The channels a reviewer picks, one plot each under the video, sharing the clock's cursor, the
 * hover cursor and the zoom. The series asked for has about one bucket per pixel of the plot
 * (docs/streams.md#series), and is asked again for the zoomed range.
 */
export function ChannelPlots({
  datasetId,
  clock,
  channels,
  chosen,
  onChoose,
}: {
  datasetId: string
  clock: PlaybackClock
  channels: Channel[]
  chosen: string[]
  onChoose: (names: string[]) => void
}) {
  const syncKey = useId()
  const { ref, width } = useElementSize()
  const full = { from: 0, to: clock.duration }
  const [range, setRange] = useState(full)
  const series = useSeries(datasetId, chosen, range, width > 0 ? pointsForWidth(width) : 0)
  const units = new Map(channels.map((c) => [c.name, c.unit]))
  const zoomed = range.from > 0 || range.to < clock.duration

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <MultiSelect
          label="Channels plotted"
          data={channels.map((c) => c.name)}
          value={chosen}
          onChange={onChoose}
          searchable
          maxValues={MAX_PLOTTED}
          nothingFoundMessage="No channel of that name"
          style={{ flex: 1, minWidth: 260 }}
          size="xs"
        />
        <Group gap="xs">
          <Text fz="xs" c="dimmed">
            Drag over a plot to zoom, click to move the time there.
          </Text>
          <Button size="compact-xs" variant="default" disabled={!zoomed} onClick={() => setRange(full)}>
            Show the whole time
          </Button>
        </Group>
      </Group>
      <div ref={ref}>
        {series.isError ? (
          <Alert color="red" title="Could not load the channels">
            {series.error instanceof Error ? series.error.message : String(series.error)}
          </Alert>
        ) : !series.data ? (
          chosen.length > 0 && <Skeleton h={PLOT_HEIGHT * Math.min(chosen.length, 3)} />
        ) : (
          <Stack gap="xs">
            {series.data.channels
              .filter((s) => chosen.includes(s.name))
              .map((s) => (
                <ChannelPlot
                  key={s.name}
                  clock={clock}
                  series={s}
                  unit={units.get(s.name) ?? null}
                  index={chosen.indexOf(s.name)}
                  width={Math.max(200, width)}
                  range={{ from: series.data.from, to: series.data.to }}
                  syncKey={syncKey}
                  onZoom={(r) =>
                    setRange(r && r.to - r.from > clock.frameSeconds ? clampRange(r, clock.duration) : full)
                  }
                />
              ))}
          </Stack>
        )}
      </div>
    </Stack>
  )
}

function clampRange(r: { from: number; to: number }, duration: number) {
  return { from: Math.max(0, r.from), to: Math.min(duration, r.to) }
}
