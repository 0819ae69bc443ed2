import { Button, Group, Paper, Text } from '@mantine/core'
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react'
import { fromStaircase, type Point, stripCorners, type WorldMap } from './world-geometry.ts'

export interface Pose {
  x: number
  y: number
  z: number
  heading_deg: number
}

interface Props {
  world: WorldMap
  pose: Pose | null
  estopped: boolean
  trail: Point[]
  /** The path being walked: where it started, its waypoints and the next one. */
  active: { start: Point; waypoints: Point[]; nextIndex: number } | null
  draft: Point[]
  editable: boolean
  selected: number | null
  onSelect: (i: number | null) => void
  onAdd: (p: Point) => void
  onMove: (i: number, p: Point) => void
  onDelete: (i: number) => void
  /** Keep the whole trail in view (a recorded path played back), not only the robot and stairs. */
  fitTrail?: boolean
}

const f = (n: number) => n.toFixed(2)
const poly = (pts: Point[]) => pts.map((p) => `${p.x},${-p.y}`).join(' ')

/** The bounds worth looking at: the robot, its paths and the staircases, with a margin. */
function interestBounds(props: Props): { minX: number; maxX: number; minY: number; maxY: number } {
  const pts: Point[] = [{ x: 0, y: 0 }, ...props.draft]
  if (props.pose) pts.push(props.pose)
  if (props.fitTrail) pts.push(...props.trail)
  if (props.active) pts.push(props.active.start, ...props.active.waypoints)
  for (const s of props.world.staircases) {
    const run = s.step_count * s.step_depth_m + s.landing_depth_m
    pts.push(...stripCorners(s, 0, run))
  }
  const xs = pts.map((p) => p.x)
  const ys = pts.map((p) => p.y)
  const m = 2
  return {
    minX: Math.min(...xs) - m,
    maxX: Math.max(...xs) + m,
    minY: Math.min(...ys) - m,
    maxY: Math.max(...ys) + m,
  }
}

/**
 * The mecha's world from above: 1 m grid, operational range, staircases step by step, the trail
 * walked, the path being walked, the draft path (click to add, drag or arrow keys to move,
 * Delete to remove) and the robot with its heading. y grows upwards, as in the map's frame.
 */
export function WorldMapView(props: Props) {
  const { world, pose, trail, active, draft, editable, selected, onSelect, onAdd, onMove, onDelete } = props
  const [whole, setWhole] = useState(false)
  const svgRef = useRef<SVGSVGElement>(null)
  const dragging = useRef<number | null>(null)
  const moved = useRef(false)

  // While a waypoint is dragged the view holds still, or it would slide under the pointer.
  const frozen = useRef<ReturnType<typeof interestBounds> | null>(null)
  const fit = frozen.current ?? interestBounds(props)
  const r = world.operational_range_m
  const b = whole ? { minX: -r - 1, maxX: r + 1, minY: -r - 1, maxY: r + 1 } : fit
  const w = b.maxX - b.minX
  const h = b.maxY - b.minY
  const unit = Math.max(w, h) / 100 // about one hundredth of the view
  const gridStep = whole ? 10 : 1

  const grid = useMemo(() => {
    const lines: Array<[number, number, number, number]> = []
    for (let x = Math.ceil(b.minX / gridStep) * gridStep; x <= b.maxX; x += gridStep)
      lines.push([x, b.minY, x, b.maxY])
    for (let y = Math.ceil(b.minY / gridStep) * gridStep; y <= b.maxY; y += gridStep)
      lines.push([b.minX, y, b.maxX, y])
    return lines
  }, [b.minX, b.maxX, b.minY, b.maxY, gridStep])

  const toWorld = (e: { clientX: number; clientY: number }): Point | null => {
    const svg = svgRef.current
    const m = svg?.getScreenCTM()
    if (!svg || !m) return null
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse())
    return { x: Math.round(p.x * 100) / 100, y: Math.round(-p.y * 100) / 100 }
  }

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (dragging.current === null) return
    const p = toWorld(e)
    if (p) {
      moved.current = true
      onMove(dragging.current, p)
    }
  }

  const waypointKeys = (i: number, p: Point) => (e: KeyboardEvent<SVGGElement>) => {
    const step = e.shiftKey ? 1 : 0.1
    const by: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    }
    const d = by[e.key]
    if (d && editable) {
      e.preventDefault()
      onMove(i, { x: Math.round((p.x + d[0]) * 100) / 100, y: Math.round((p.y + d[1]) * 100) / 100 })
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && editable) {
      e.preventDefault()
      onDelete(i)
    }
  }

  const heading = pose ? (pose.heading_deg * Math.PI) / 180 : 0
  const arrow = (dx: number, dy: number): Point =>
    pose
      ? {
          x: pose.x + dx * Math.cos(heading) - dy * Math.sin(heading),
          y: pose.y + dx * Math.sin(heading) + dy * Math.cos(heading),
        }
      : { x: 0, y: 0 }
  const s = Math.max(0.35, unit * 2.2)
  const robotLabel = pose
    ? `Robot at x ${f(pose.x)} m, y ${f(pose.y)} m, height ${f(pose.z)} m, heading ${Math.round(pose.heading_deg)}°`
    : 'Robot position unknown'

  return (
    <Paper withBorder radius="md" p="xs" pos="relative">
      <Group justify="space-between" px={4} pb={4}>
        <Text fz="xs" c="dimmed">
          {editable
            ? 'Click the map to add a waypoint; drag one (or arrow keys) to move it; Delete removes it.'
            : 'Map'}
          {` Grid ${gridStep} m.`}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setWhole((v) => !v)}>
          {whole ? 'Zoom to robot and stairs' : `Show whole range (${r} m)`}
        </Button>
      </Group>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; the group names the map */}
      <svg
        ref={svgRef}
        role="group"
        aria-label={`Map of the mecha's world. ${robotLabel}.`}
        viewBox={`${b.minX} ${-b.maxY} ${w} ${h}`}
        preserveAspectRatio="xMidYMid meet"
        style={{
          width: '100%',
          height: 420,
          display: 'block',
          background: 'var(--mantine-color-gray-0)',
          touchAction: 'none',
        }}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          dragging.current = null
          frozen.current = null
        }}
        data-testid="world-map"
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer way to add a waypoint; the path list and arrow keys are the keyboard way */}
        <rect
          x={b.minX}
          y={-b.maxY}
          width={w}
          height={h}
          fill="transparent"
          onClick={(e) => {
            if (moved.current) {
              moved.current = false
              return
            }
            const p = toWorld(e)
            if (p && editable) onAdd(p)
            else onSelect(null)
          }}
          style={{ cursor: editable ? 'crosshair' : 'default' }}
        />
        <g pointerEvents="none">
          {grid.map(([x1, y1, x2, y2]) => (
            <line
              key={`${x1},${y1},${x2},${y2}`}
              x1={x1}
              y1={-y1}
              x2={x2}
              y2={-y2}
              stroke={x1 === 0 && x2 === 0 ? '#adb5bd' : y1 === 0 && y2 === 0 ? '#adb5bd' : '#e9ecef'}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <circle
            cx={0}
            cy={0}
            r={r}
            fill="none"
            stroke="#c92a2a"
            strokeDasharray="6 4"
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          >
            <title>Operational range: {r} m from the start</title>
          </circle>
          <text x={0} y={unit * 3} fontSize={unit * 2.4} fill="#495057" textAnchor="middle">
            start
          </text>
          {world.staircases.map((st) => {
            const run = st.step_count * st.step_depth_m
            const top = st.step_count * st.step_height_m
            // The name sits beside the staircase, on the ground, where dark text reads.
            const label = fromStaircase(st, (run + st.landing_depth_m) / 2, st.width_m / 2 + unit * 3)
            return (
              <g key={st.id} data-testid={`staircase-${st.id}`}>
                {Array.from({ length: st.step_count }, (_, i) => (
                  <polygon
                    // biome-ignore lint/suspicious/noArrayIndexKey: steps are numbered, never reordered
                    key={i}
                    points={poly(stripCorners(st, i * st.step_depth_m, (i + 1) * st.step_depth_m))}
                    fill={`hsl(30 45% ${88 - (i * 40) / st.step_count}%)`}
                    stroke="#7f5539"
                    strokeWidth={1}
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
                <polygon
                  points={poly(stripCorners(st, run, run + st.landing_depth_m))}
                  fill="hsl(30 40% 33%)"
                  stroke="#7f5539"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
                <text
                  x={label.x}
                  y={-label.y}
                  fontSize={unit * 2.2}
                  fill="#5c3d1e"
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {`${st.id}: landing ${top.toFixed(2)} m`}
                </text>
              </g>
            )
          })}
          {trail.length > 1 && (
            <polyline
              points={poly(trail)}
              fill="none"
              stroke="#748ffc"
              strokeWidth={2}
              strokeOpacity={0.6}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {active && (
            <g data-testid="active-path">
              <polyline
                points={poly([pose ?? active.start, ...active.waypoints.slice(active.nextIndex)])}
                fill="none"
                stroke="#2b8a3e"
                strokeWidth={3}
                vectorEffect="non-scaling-stroke"
              />
              {active.waypoints.map((p, i) => (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: waypoints are positions in a path
                  key={i}
                  cx={p.x}
                  cy={-p.y}
                  r={unit * 0.8}
                  fill={i < active.nextIndex ? '#b2f2bb' : '#2b8a3e'}
                />
              ))}
            </g>
          )}
          {draft.length > 0 && (
            <polyline
              points={poly([pose ?? { x: 0, y: 0 }, ...draft])}
              fill="none"
              stroke="#e8590c"
              strokeWidth={2}
              strokeDasharray="8 5"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </g>
        {draft.map((p, i) => (
          // biome-ignore lint/a11y/useSemanticElements: SVG has no button element; this shape is focusable and answers keys
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: a waypoint is its place in the path
            key={i}
            role="button"
            tabIndex={0}
            aria-label={`Waypoint ${i + 1} at x ${f(p.x)}, y ${f(p.y)}`}
            aria-pressed={selected === i}
            onFocus={() => onSelect(i)}
            onKeyDown={waypointKeys(i, p)}
            onPointerDown={(e) => {
              if (!editable) return
              e.stopPropagation()
              ;(e.currentTarget.ownerSVGElement ?? e.currentTarget).setPointerCapture?.(e.pointerId)
              dragging.current = i
              frozen.current = fit
              moved.current = false
              onSelect(i)
            }}
            style={{ cursor: editable ? 'grab' : 'default', outline: 'none' }}
          >
            <circle
              cx={p.x}
              cy={-p.y}
              r={unit * 1.6}
              fill={selected === i ? '#d9480f' : '#fd7e14'}
              stroke="#fff"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
            <text
              x={p.x}
              y={-p.y}
              fontSize={unit * 1.8}
              fill="#fff"
              textAnchor="middle"
              dominantBaseline="central"
              pointerEvents="none"
            >
              {i + 1}
            </text>
          </g>
        ))}
        {pose && (
          <g data-testid="robot" data-x={pose.x} data-y={pose.y} data-z={pose.z} pointerEvents="none">
            <circle
              cx={pose.x}
              cy={-pose.y}
              r={s * 0.7}
              fill={props.estopped ? '#e03131' : '#364fc7'}
              fillOpacity={0.25}
            />
            <polygon
              points={poly([
                arrow(s, 0),
                arrow(-s * 0.6, s * 0.55),
                arrow(-s * 0.3, 0),
                arrow(-s * 0.6, -s * 0.55),
              ])}
              fill={props.estopped ? '#e03131' : '#364fc7'}
              stroke="#fff"
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
            />
          </g>
        )}
      </svg>
    </Paper>
  )
}
