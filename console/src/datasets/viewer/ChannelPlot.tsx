import 'uplot/dist/uPlot.min.css'
import { Group, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import { bucketAt } from './buckets.ts'
import { type PlaybackClock, stepTarget } from './clock.ts'
import type { Series } from './queries.ts'
import { useClock } from './use-clock.ts'

export const PLOT_HEIGHT = 110
const COLORS = ['#364fc7', '#c2255c', '#2b8a3e', '#e8590c', '#5f3dc4', '#0b7285', '#862e9c', '#a61e4d']

export interface PlotProps {
  clock: PlaybackClock
  series: Series
  unit: string | null
  index: number
  width: number
  range: { from: number; to: number }
  /** The plots of one page share the hover cursor through this key. */
  syncKey: string
  onZoom: (range: { from: number; to: number } | null) => void
}

/**
 * One channel: its min/max band (every spike is in it at any zoom) and its mean line, a cursor
 * at the clock's time, the hover cursor shared with the other plots. Click seeks; drag zooms
 * (all plots, data fetched again for the new range); double-click zooms back out.
 */
export function ChannelPlot({ clock, series, unit, index, width, range, syncKey, onZoom }: PlotProps) {
  const host = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const zoom = useRef(onZoom)
  zoom.current = onZoom
  const color = COLORS[index % COLORS.length]!

  // biome-ignore lint/correctness/useExhaustiveDependencies: the plot is made once; data, size and range are set on it below
  useEffect(() => {
    if (!host.current) return
    const u = new uPlot(
      {
        width,
        height: PLOT_HEIGHT,
        legend: { show: false },
        scales: { x: { time: false } },
        cursor: {
          sync: { key: syncKey },
          drag: { x: true, y: false, setScale: false },
          bind: { dblclick: () => () => null },
          points: { show: false },
        },
        axes: [
          { size: 24, values: (_u, vals) => vals.map((v) => `${v}s`), font: '11px sans-serif' },
          { size: 52, font: '11px sans-serif' },
        ],
        series: [
          {},
          { label: 'min', stroke: `${color}66`, width: 1 },
          { label: 'max', stroke: `${color}66`, width: 1 },
          { label: 'mean', stroke: color, width: 1.5 },
        ],
        bands: [{ series: [2, 1], fill: `${color}26` }],
        hooks: {
          setSelect: [
            (u) => {
              if (u.select.width < 3) return
              const from = u.posToVal(u.select.left, 'x')
              const to = u.posToVal(u.select.left + u.select.width, 'x')
              u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false)
              zoom.current({ from, to })
            },
          ],
        },
      },
      [[], [], [], []],
      host.current,
    )
    plot.current = u

    // The clock's cursor: a line moved by the clock, without React.
    const line = document.createElement('div')
    line.className = 'hangar-plot-cursor'
    Object.assign(line.style, {
      position: 'absolute',
      top: '0',
      bottom: '0',
      left: '0',
      width: '2px',
      marginLeft: '-1px',
      background: '#e03131',
      pointerEvents: 'none',
    })
    u.over.appendChild(line)
    const place = () => {
      const x = u.valToPos(clock.get().time, 'x')
      line.style.transform = `translateX(${x}px)`
      line.style.display = Number.isFinite(x) && x >= 0 && x <= u.over.clientWidth ? 'block' : 'none'
    }
    const unsubscribe = clock.subscribe(place)
    // After each redraw (new data, range or size) the line goes where the clock is.
    u.hooks.draw = [place]
    place()

    // Click (not a drag) seeks.
    let downX = 0
    const onDown = (e: MouseEvent) => {
      downX = e.clientX
    }
    const onClick = (e: MouseEvent) => {
      if (Math.abs(e.clientX - downX) > 3) return
      const rect = u.over.getBoundingClientRect()
      // Onto the middle of the frame there, as a frame step would: the cameras show that frame.
      clock.seek(stepTarget(u.posToVal(e.clientX - rect.left, 'x'), 0, clock.frameSeconds))
    }
    const onDouble = () => zoom.current(null)
    u.over.addEventListener('mousedown', onDown)
    u.over.addEventListener('click', onClick)
    u.over.addEventListener('dblclick', onDouble)
    return () => {
      unsubscribe()
      u.over.removeEventListener('mousedown', onDown)
      u.over.removeEventListener('click', onClick)
      u.over.removeEventListener('dblclick', onDouble)
      u.destroy()
      plot.current = null
    }
  }, [clock, syncKey])

  useEffect(() => {
    const u = plot.current
    if (!u) return
    u.batch(() => {
      u.setData([series.t, series.min, series.max, series.mean], false)
      u.setScale('x', { min: range.from, max: range.to })
    })
  }, [series, range.from, range.to])

  useEffect(() => {
    plot.current?.setSize({ width, height: PLOT_HEIGHT })
  }, [width])

  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="xs" fw={700} truncate>
          <span style={{ color }} aria-hidden="true">
            ■{' '}
          </span>
          {series.name}
          {unit ? ` (${unit})` : ''}
        </Text>
        <ValueAtCursor clock={clock} series={series} unit={unit} />
      </Group>
      <div
        ref={host}
        role="img"
        aria-label={`Plot of ${series.name}${unit ? ` in ${unit}` : ''}, band from minimum to maximum, line the mean; click to move the time there`}
        data-testid={`plot-${series.name}`}
        style={{ cursor: 'crosshair' }}
      />
    </div>
  )
}

function ValueAtCursor({
  clock,
  series,
  unit,
}: {
  clock: PlaybackClock
  series: Series
  unit: string | null
}) {
  const time = useClock(clock, (s) => s.time)
  const i = bucketAt(series.t, time)
  const v = i >= 0 ? series.mean[i] : undefined
  return (
    <Text fz="xs" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {v === undefined ? '—' : `${Number(v.toPrecision(4))}${unit ? ` ${unit}` : ''}`}
    </Text>
  )
}
