import { Skeleton } from '@mantine/core'
import { useMemo } from 'react'
import { WorldMapView } from '../../operations/WorldMapView.tsx'
import type { PlaybackClock } from './clock.ts'
import { type PoseChannels, pathOf, poseAt } from './pose.ts'
import { useSeries } from './queries.ts'
import { useClock } from './use-clock.ts'

const noop = () => {}
const PATH_POINTS = 1000

/** The episode's base path on the mecha page's map, the robot drawn where it is at the cursor. */
export function PosePath({
  datasetId,
  clock,
  pose,
}: {
  datasetId: string
  clock: PlaybackClock
  pose: PoseChannels
}) {
  const names = [pose.x, pose.y, ...(pose.yaw ? [pose.yaw] : [])]
  const series = useSeries(datasetId, names, { from: 0, to: clock.duration }, PATH_POINTS)
  const time = useClock(clock, (s) => s.time)
  const found = useMemo(() => {
    const byName = new Map(series.data?.channels.map((c) => [c.name, c]))
    const xs = byName.get(pose.x)
    const ys = byName.get(pose.y)
    if (!xs || !ys) return null
    const path = pathOf(xs, ys)
    const reach = Math.max(1, ...path.map((p) => Math.hypot(p.x, p.y)))
    return { path, yaw: pose.yaw ? (byName.get(pose.yaw) ?? null) : null, range: Math.ceil(reach * 1.2) }
  }, [series.data, pose])
  if (!found) return <Skeleton h={420} />
  return (
    <WorldMapView
      world={{ operational_range_m: found.range, staircases: [] }}
      pose={poseAt(found.path, found.yaw, time)}
      estopped={false}
      trail={found.path}
      fitTrail
      active={null}
      draft={[]}
      editable={false}
      selected={null}
      onSelect={noop}
      onAdd={noop}
      onMove={noop}
      onDelete={noop}
    />
  )
}
