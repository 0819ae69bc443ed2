import { goalText } from '../runner/goals.ts'
import { ratioText } from './format.ts'
import { configLabel, configOf, type RunResults } from './results.ts'

const LABEL_W = 90
const PANEL_W = 300
const GAP = 110
/** Legend lines start here, one per configuration; the bars start below them. */
const LEGEND_Y = 52
const LEGEND_LINE = 16
const BAR_H = 14
const GROUP_PAD = 12
/** One colour per configuration, in the order RESULTS.md lists them. */
const FILLS = ['#3b82f6', '#10b981', '#8b5cf6', '#f97316', '#64748b']

/**
 * A two-panel grouped horizontal bar chart as standalone SVG (no dependency), one group per
 * scenario and one bar per configuration: left, req/s as a ratio of that run's baseline
 * (linear); right, p99 latency on a log scale, since it spans milliseconds to seconds. Goals
 * are red ticks across the groups they apply to; a missed goal is marked ✗ after the figure.
 */
export function resultsChart(runs: RunResults[]): string {
  const names = ['baseline', ...new Set(runs.flatMap((r) => r.scenarios.map((s) => s.name)))]
  const groups = names.map((name) => {
    const goal = runs.flatMap((r) => r.scenarios).find((s) => s.name === name)?.goal
    return {
      name,
      ratioGoal: goal?.kind === 'ratio' ? goal.min : NaN,
      p99Goal: goal?.kind === 'p99' ? goal.maxMs : NaN,
      bars: runs.map((r, i) => {
        const s = r.scenarios.find((x) => x.name === name)
        const fill = FILLS[i % FILLS.length]!
        if (name === 'baseline') return { fill, ratio: 1, p99: r.baseline.latency.p99, mark: '' }
        if (!s) return { fill, ratio: NaN, p99: NaN, mark: '' }
        return { fill, ratio: s.ratio, p99: s.measurement.latency.p99, mark: s.verdict.met ? '' : ' ✗' }
      }),
    }
  })
  const groupH = runs.length * BAR_H + GROUP_PAD
  const top = LEGEND_Y + runs.length * LEGEND_LINE + 16
  const x1 = LABEL_W
  const x2 = LABEL_W + PANEL_W + GAP
  const W = x2 + PANEL_W + 90
  const bottom = top + groups.length * groupH
  const H = bottom + 50
  const all = groups.flatMap((g) => g.bars).filter((b) => !Number.isNaN(b.ratio))
  const maxRatio = Math.max(1, ...all.map((b) => b.ratio)) * 1.1
  const ratioX = (v: number) => x1 + (v / maxRatio) * PANEL_W
  const decades = Math.max(1, Math.ceil(Math.log10(Math.max(...all.map((b) => b.p99), 25))))
  // 1 ms at the axis, 10^decades ms at the panel's end; below 1 ms stays at the axis.
  const p99X = (v: number) => x2 + (Math.max(0, Math.log10(Math.max(v, 1))) / decades) * PANEL_W
  const first = runs[0]
  const date = first ? first.date.slice(0, 10) : ''

  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-labelledby="title">`,
    `<title id="title">Hangar benchmark ${esc(date)}: req/s ratio to the same run's baseline and p99 latency per scenario and configuration</title>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${x1}" y="20" font-size="14" font-weight="bold">req/s ÷ baseline req/s (same run)</text>`,
    `<text x="${x2}" y="20" font-size="14" font-weight="bold">p99 latency, ms (log scale)</text>`,
    `<text x="${x1}" y="40" fill="#555">${first ? `${first.settings.connections} connections · ${first.machine.nproc} cores · ` : ''}red = goal · ✗ = goal missed</text>`,
  ]
  runs.forEach((r, i) => {
    const y = LEGEND_Y + i * LEGEND_LINE
    out.push(
      `<rect x="${x1}" y="${y}" width="12" height="12" fill="${FILLS[i % FILLS.length]}"/>`,
      `<text x="${x1 + 16}" y="${y + 10}">${esc(`${configLabel(configOf(r))}, run of ${r.date.slice(0, 16)}Z, baseline ${Math.round(r.baseline.requestsPerSecond).toLocaleString('en')} req/s`)}</text>`,
    )
  })
  for (const v of [0, 0.25, 0.5, 0.75, 1]) out.push(grid(ratioX(v), String(v), top, bottom))
  for (let d = 0; d <= decades; d++) out.push(grid(p99X(10 ** d), String(10 ** d), top, bottom))
  groups.forEach((g, gi) => {
    const y0 = top + gi * groupH + GROUP_PAD / 2
    out.push(
      `<text x="${LABEL_W - 8}" y="${y0 + (runs.length * BAR_H) / 2 + 4}" text-anchor="end">${esc(g.name)}</text>`,
    )
    g.bars.forEach((b, bi) => {
      if (Number.isNaN(b.ratio)) return
      const y = y0 + bi * BAR_H
      const text = y + BAR_H - 3
      const w1 = ratioX(b.ratio) - x1
      const w2 = Math.max(p99X(b.p99) - x2, 1)
      out.push(
        `<rect x="${x1}" y="${y + 1}" width="${w1.toFixed(1)}" height="${BAR_H - 2}" fill="${b.fill}"/>`,
        `<text x="${(x1 + w1 + 4).toFixed(1)}" y="${text}" font-size="11">${ratioText(b.ratio)}×${g.ratioGoal ? b.mark : ''}</text>`,
        `<rect x="${x2}" y="${y + 1}" width="${w2.toFixed(1)}" height="${BAR_H - 2}" fill="${b.fill}"/>`,
        `<text x="${(x2 + w2 + 4).toFixed(1)}" y="${text}" font-size="11">${b.p99} ms${Number.isNaN(g.ratioGoal) ? b.mark : ''}</text>`,
      )
    })
    const h = runs.length * BAR_H
    if (!Number.isNaN(g.ratioGoal)) out.push(tick(ratioX(g.ratioGoal), y0, h))
    if (!Number.isNaN(g.p99Goal)) out.push(tick(p99X(g.p99Goal), y0, h))
  })
  const goals = groups
    .slice(1)
    .map((g) => {
      const goal = runs.flatMap((r) => r.scenarios).find((s) => s.name === g.name)?.goal
      return goal ? `${g.name} ${goalText(goal)}` : g.name
    })
    .join(' · ')
  out.push(`<text x="${x1}" y="${bottom + 38}" fill="#555">goals: ${esc(goals)}</text>`, '</svg>')
  return `${out.join('\n')}\n`
}

function grid(x: number, label: string, top: number, bottom: number): string {
  return (
    `<line x1="${x.toFixed(1)}" y1="${top - 4}" x2="${x.toFixed(1)}" y2="${bottom}" stroke="#e5e7eb"/>` +
    `<text x="${x.toFixed(1)}" y="${bottom + 16}" text-anchor="middle" fill="#555" font-size="11">${label}</text>`
  )
}

function tick(x: number, y: number, h: number): string {
  return `<line x1="${x.toFixed(1)}" y1="${y - 2}" x2="${x.toFixed(1)}" y2="${y + h + 2}" stroke="#dc2626" stroke-width="2"/>`
}

function esc(s: string): string {
  return s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}
