import { Paper, Text } from '@mantine/core'
import { useMemo } from 'react'
import { distanceAlong, heightProfile, lengthOf, type Point, type WorldMap } from './world-geometry.ts'

/**
 * Height along the path (the one being walked, else the draft) with the robot on it: the steps
 * show as a staircase in the profile, so a climb can be watched step by step.
 */
export function ElevationStrip({
  world,
  line,
  robot,
  label,
}: {
  world: WorldMap
  line: Point[]
  robot: { x: number; y: number; z: number } | null
  label: string
}) {
  const profile = useMemo(() => (line.length > 1 ? heightProfile(world, line, 0.02) : []), [world, line])
  const total = line.length > 1 ? lengthOf(line) : 0
  const maxZ = Math.max(0.5, ...profile.map((p) => p.z), robot?.z ?? 0)
  const W = 1000
  const H = 120
  const pad = { l: 44, r: 12, t: 10, b: 22 }
  const sx = (d: number) => pad.l + (total > 0 ? (d / total) * (W - pad.l - pad.r) : 0)
  const sy = (z: number) => H - pad.b - (z / (maxZ * 1.15)) * (H - pad.t - pad.b)
  const robotD = robot && line.length > 1 ? distanceAlong(line, robot) : null
  const area =
    profile.length > 1
      ? `M${sx(0)},${sy(0)} ${profile.map((p) => `L${sx(p.d)},${sy(p.z)}`).join(' ')} L${sx(total)},${sy(0)} Z`
      : ''
  const summary =
    robot && robotD !== null
      ? `Robot height ${robot.z.toFixed(2)} m, ${robotD.toFixed(2)} m along the ${label} (${total.toFixed(2)} m long)`
      : line.length > 1
        ? `Height along the ${label}, ${total.toFixed(2)} m long`
        : 'No path to show'
  return (
    <Paper withBorder radius="md" p="xs">
      <Text fz="xs" c="dimmed" px={4}>
        Elevation along the {label}
      </Text>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary}
        data-testid="elevation-strip"
        data-robot-z={robot?.z ?? ''}
        style={{ width: '100%', height: 120, display: 'block' }}
        preserveAspectRatio="none"
      >
        <line x1={pad.l} y1={sy(0)} x2={W - pad.r} y2={sy(0)} stroke="#adb5bd" />
        <text x={pad.l - 6} y={sy(0)} fontSize={12} textAnchor="end" dominantBaseline="middle" fill="#495057">
          0 m
        </text>
        <text
          x={pad.l - 6}
          y={sy(maxZ)}
          fontSize={12}
          textAnchor="end"
          dominantBaseline="middle"
          fill="#495057"
        >
          {maxZ.toFixed(2)}
        </text>
        {area ? (
          <>
            <path d={area} fill="#e6ccb2" stroke="#7f5539" strokeWidth={1.5} />
            <text x={W - pad.r} y={H - 6} fontSize={12} textAnchor="end" fill="#495057">
              {total.toFixed(1)} m
            </text>
          </>
        ) : (
          <text x={W / 2} y={H / 2} fontSize={14} textAnchor="middle" fill="#495057">
            Draw a path to see the height along it
          </text>
        )}
        {robot && robotD !== null && (
          <g data-testid="elevation-robot">
            <line
              x1={sx(robotD)}
              y1={pad.t}
              x2={sx(robotD)}
              y2={H - pad.b}
              stroke="#364fc7"
              strokeDasharray="4 3"
            />
            <circle cx={sx(robotD)} cy={sy(robot.z)} r={7} fill="#364fc7" stroke="#fff" strokeWidth={2} />
          </g>
        )}
      </svg>
    </Paper>
  )
}
