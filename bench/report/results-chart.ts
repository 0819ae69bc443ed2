import { goalText } from '../runner/goals.ts'
import { ratioText } from './format.ts'
import type { RunResults } from './results.ts'

const LABEL_W = 90
const PANEL_W = 300
const GAP = 90
const TOP = 64
const ROW_H = 34

/**
 * A two-panel horizontal bar chart as standalone SVG (no dependency): left, req/s as a ratio
 * of the baseline (linear); right, p99 latency on a log scale, since it spans milliseconds to
 * seconds. Goals are red ticks on the rows they apply to.
 */
export function resultsChart(r: RunResults): string {
  const rows = [
    {
      name: 'baseline',
      ratio: 1,
      p99: r.baseline.latency.p99,
      fill: '#9ca3af',
      ratioGoal: NaN,
      p99Goal: NaN,
    },
    ...r.scenarios.map((s) => ({
      name: s.name,
      ratio: s.ratio,
      p99: s.measurement.latency.p99,
      fill: s.verdict.met ? '#3b82f6' : '#f59e0b',
      ratioGoal: s.goal.kind === 'ratio' ? s.goal.min : NaN,
      p99Goal: s.goal.kind === 'p99' ? s.goal.maxMs : NaN,
    })),
  ]
  const x1 = LABEL_W
  const x2 = LABEL_W + PANEL_W + GAP
  const W = x2 + PANEL_W + 80
  const bottom = TOP + rows.length * ROW_H
  const H = bottom + 50
  const maxRatio = Math.max(1, ...rows.map((x) => x.ratio)) * 1.1
  const ratioX = (v: number) => x1 + (v / maxRatio) * PANEL_W
  const decades = Math.max(1, Math.ceil(Math.log10(Math.max(...rows.map((x) => x.p99), 25))))
  // 1 ms at the axis, 10^decades ms at the panel's end; below 1 ms stays at the axis.
  const p99X = (v: number) => x2 + (Math.max(0, Math.log10(Math.max(v, 1))) / decades) * PANEL_W

  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-labelledby="title">`,
    `<title id="title">Hangar benchmark ${esc(r.date.slice(0, 10))}: req/s ratio to baseline and p99 latency per scenario</title>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${x1}" y="20" font-size="14" font-weight="bold">req/s ÷ baseline req/s (same run)</text>`,
    `<text x="${x2}" y="20" font-size="14" font-weight="bold">p99 latency, ms (log scale)</text>`,
    `<text x="${x1}" y="40" fill="#555">${esc(r.date.slice(0, 16))}Z · ${r.settings.connections} connections · ${r.machine.nproc} cores, load ${r.loadavgStart[0]} · grey baseline, blue met, amber missed, red = goal</text>`,
  ]
  for (const v of [0, 0.25, 0.5, 0.75, 1]) out.push(grid(ratioX(v), String(v), bottom))
  for (let d = 0; d <= decades; d++) out.push(grid(p99X(10 ** d), String(10 ** d), bottom))
  rows.forEach((row, i) => {
    const y = TOP + i * ROW_H
    const text = y + ROW_H / 2 + 4
    const w1 = ratioX(row.ratio) - x1
    const w2 = Math.max(p99X(row.p99) - x2, 1)
    out.push(
      `<text x="${LABEL_W - 8}" y="${text}" text-anchor="end">${esc(row.name)}</text>`,
      `<rect x="${x1}" y="${y + 6}" width="${w1.toFixed(1)}" height="${ROW_H - 12}" fill="${row.fill}"/>`,
      `<text x="${(x1 + w1 + 4).toFixed(1)}" y="${text}">${ratioText(row.ratio)}×</text>`,
      `<rect x="${x2}" y="${y + 6}" width="${w2.toFixed(1)}" height="${ROW_H - 12}" fill="${row.fill}"/>`,
      `<text x="${(x2 + w2 + 4).toFixed(1)}" y="${text}">${row.p99} ms</text>`,
    )
    if (!Number.isNaN(row.ratioGoal)) out.push(tick(ratioX(row.ratioGoal), y))
    if (!Number.isNaN(row.p99Goal)) out.push(tick(p99X(row.p99Goal), y))
  })
  out.push(
    `<text x="${x1}" y="${bottom + 38}" fill="#555">goals: ${esc(r.scenarios.map((s) => `${s.name} ${goalText(s.goal)}`).join(' · '))}</text>`,
    '</svg>',
  )
  return `${out.join('\n')}\n`
}

function grid(x: number, label: string, bottom: number): string {
  return (
    `<line x1="${x.toFixed(1)}" y1="${TOP - 4}" x2="${x.toFixed(1)}" y2="${bottom}" stroke="#e5e7eb"/>` +
    `<text x="${x.toFixed(1)}" y="${bottom + 16}" text-anchor="middle" fill="#555" font-size="11">${label}</text>`
  )
}

function tick(x: number, y: number): string {
  return `<line x1="${x.toFixed(1)}" y1="${y + 2}" x2="${x.toFixed(1)}" y2="${y + ROW_H - 2}" stroke="#dc2626" stroke-width="2"/>`
}

function esc(s: string): string {
  return s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}
