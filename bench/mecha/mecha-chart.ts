import { GOAL, type MechaBenchResults } from './mecha-results.ts'

const TOP = 70
const PANEL_H = 200
const PANEL_W = 260
const LEFT = 55
const GAP = 95

interface Bar {
  value: number
  fill: string
}
interface Panel {
  x: number
  title: string
  subtitle: string
  xLabel: string
  groups: { label: string; bars: Bar[] }[]
  /** Value → y, and the grid lines with their labels. */
  y: (v: number) => number
  grid: { value: number; label: string }[]
  barText: (v: number) => string
  /** A red dashed line: horizontal at a value, or vertical after group `afterGroup`. */
  goal: { value: number } | { afterGroup: number }
}

const bottom = TOP + PANEL_H

/**
 * Three panels as standalone SVG (no dependency): service and client CPU per mecha count with
 * the one-core goal; telemetry latency p50 and p99 per mecha count with the 50 ms goal; and the
 * latency histogram of the largest count (share of events per bucket on a log scale, so the
 * tail shows).
 */
export function mechaChart(r: MechaBenchResults): string {
  const xs = [0, 1, 2].map((i) => LEFT + i * (PANEL_W + GAP))
  const W = xs[2]! + PANEL_W + 20
  const H = bottom + 72
  const runs = r.runs
  const cpuMax = roundUp(
    Math.max(GOAL.maxCpuPercent, ...runs.map((x) => x.service.cpuPercentOfCore)) * 1.1,
    25,
  )
  const msMax = roundUp(Math.max(GOAL.p99Ms, ...runs.map((x) => x.telemetry.latencyMs.p99)) * 1.1, 25)
  const linear = (max: number) => (v: number) => bottom - (Math.min(v, max) / max) * PANEL_H
  const ticks = (max: number, step: number, unit: string) =>
    Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => ({
      value: i * step,
      label: `${i * step}${unit}`,
    }))

  const big = runs.reduce((a, b) => (b.mechas > a.mechas ? b : a))
  const { edgesMs, counts } = big.telemetry.histogram
  const total = counts.reduce((a, b) => a + b, 0) || 1
  // 0.01 % at the axis, 100 % at the top.
  const logShare = (p: number) =>
    p <= 0 ? bottom : bottom - ((Math.log10(Math.max(p, 0.01)) + 2) / 4) * PANEL_H
  const bucket = (i: number) =>
    i === 0 ? `≤${edgesMs[0]}` : i < edgesMs.length ? `${edgesMs[i]}` : `>${edgesMs.at(-1)}`

  const panels: Panel[] = [
    {
      x: xs[0]!,
      title: 'CPU, % of one core',
      subtitle: 'blue: service · grey: all benchmark clients',
      xLabel: 'mechas',
      groups: runs.map((x) => ({
        label: x.mechas.toLocaleString('en'),
        bars: [
          { value: x.service.cpuPercentOfCore, fill: '#3b82f6' },
          { value: x.client.cpuPercentOfCore, fill: '#9ca3af' },
        ],
      })),
      y: linear(cpuMax),
      grid: ticks(cpuMax, 25, '%'),
      barText: (v) => String(Math.round(v)),
      goal: { value: GOAL.maxCpuPercent },
    },
    {
      x: xs[1]!,
      title: 'Telemetry latency, ms',
      subtitle: 'light: p50 · dark: p99 (amber when ≥ 50 ms)',
      xLabel: 'mechas',
      groups: runs.map((x) => ({
        label: x.mechas.toLocaleString('en'),
        bars: [
          { value: x.telemetry.latencyMs.p50, fill: '#93c5fd' },
          { value: x.telemetry.latencyMs.p99, fill: x.verdict.p99 ? '#1d4ed8' : '#f59e0b' },
        ],
      })),
      y: linear(msMax),
      grid: ticks(msMax, msMax > 200 ? 50 : 25, ''),
      barText: (v) => String(Math.round(v)),
      goal: { value: GOAL.p99Ms },
    },
    {
      x: xs[2]!,
      title: `Latency at ${big.mechas.toLocaleString('en')} mechas`,
      subtitle: `share of ${big.telemetry.events.toLocaleString('en')} events (log scale)`,
      xLabel: 'latency up to, ms',
      groups: counts.map((n, i) => ({
        label: bucket(i),
        bars: [
          { value: (n / total) * 100, fill: (edgesMs[i] ?? Infinity) <= GOAL.p99Ms ? '#3b82f6' : '#f59e0b' },
        ],
      })),
      y: logShare,
      grid: [0.01, 0.1, 1, 10, 100].map((p) => ({ value: p, label: `${p}%` })),
      barText: (p) => (p <= 0 ? '' : p >= 10 ? p.toFixed(0) : p >= 0.1 ? p.toFixed(1) : p.toPrecision(1)),
      goal: { afterGroup: edgesMs.indexOf(GOAL.p99Ms) },
    },
  ]

  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-labelledby="title">`,
    `<title id="title">Mecha benchmark ${esc(r.date.slice(0, 10))}: CPU and telemetry latency by mecha count, latency histogram</title>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    ...panels.flatMap(panel),
    `<text x="${LEFT}" y="${H - 10}" fill="#555">${esc(r.date.slice(0, 16))}Z · ${r.machine.nproc} cores (${esc(r.machine.cpu)}), load ${r.loadavgStart[0]} · Node ${esc(r.node)} · ${r.settings.telemetryHz} Hz per mecha · red dashed = goal (one core; p99 &lt; ${GOAL.p99Ms} ms)</text>`,
    '</svg>',
  ]
  return `${out.join('\n')}\n`
}

function panel(p: Panel): string[] {
  const out = [
    `<text x="${p.x}" y="20" font-size="14" font-weight="bold">${esc(p.title)}</text>`,
    `<text x="${p.x}" y="38" fill="#555" font-size="11">${esc(p.subtitle)}</text>`,
  ]
  for (const g of p.grid) {
    const y = p.y(g.value).toFixed(1)
    out.push(
      `<line x1="${p.x}" y1="${y}" x2="${p.x + PANEL_W}" y2="${y}" stroke="#e5e7eb"/>`,
      `<text x="${p.x - 6}" y="${(Number(y) + 4).toFixed(1)}" text-anchor="end" fill="#555" font-size="11">${g.label}</text>`,
    )
  }
  const groupW = PANEL_W / Math.max(1, p.groups.length)
  const barW = Math.min(36, (groupW * 0.8) / Math.max(1, ...p.groups.map((g) => g.bars.length)))
  p.groups.forEach((g, i) => {
    const mid = p.x + i * groupW + groupW / 2
    const left = mid - (barW * g.bars.length) / 2
    g.bars.forEach((b, j) => {
      const y = p.y(b.value)
      const x = left + j * barW
      out.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(barW - 1).toFixed(1)}" height="${(bottom - y).toFixed(1)}" fill="${b.fill}"/>`,
        `<text x="${(x + barW / 2).toFixed(1)}" y="${(y - 4).toFixed(1)}" text-anchor="middle" font-size="10">${p.barText(b.value)}</text>`,
      )
    })
    out.push(
      `<text x="${mid.toFixed(1)}" y="${bottom + 15}" text-anchor="middle" font-size="11">${esc(g.label)}</text>`,
    )
  })
  out.push(
    `<text x="${p.x + PANEL_W / 2}" y="${bottom + 33}" text-anchor="middle" fill="#555">${esc(p.xLabel)}</text>`,
  )
  const [xa, ya, xb, yb] =
    'value' in p.goal
      ? [p.x, p.y(p.goal.value), p.x + PANEL_W, p.y(p.goal.value)]
      : [p.x + (p.goal.afterGroup + 1) * groupW, TOP - 6, p.x + (p.goal.afterGroup + 1) * groupW, bottom]
  out.push(
    `<line x1="${xa.toFixed(1)}" y1="${ya.toFixed(1)}" x2="${xb.toFixed(1)}" y2="${yb.toFixed(1)}" stroke="#dc2626" stroke-width="2" stroke-dasharray="5 3"/>`,
  )
  return out
}

function roundUp(v: number, step: number): number {
  return Math.ceil(v / step) * step
}

function esc(s: string): string {
  return s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}
