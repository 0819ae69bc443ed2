/**
 * Reads a V8 .cpuprofile (from `node --cpu-prof`) and lists where the time went: self time per
 * function, and total (inclusive) time for the functions that matter to the mecha benchmark.
 *
 *   node --import tsx bench/mecha/profile-summary.ts <file.cpuprofile> [--top 25]
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export interface ProfileLine {
  name: string
  ms: number
  percent: number
}

const root = fileURLToPath(new URL('../../', import.meta.url))

function label(n: ProfileNode): string {
  const { functionName, url, lineNumber } = n.callFrame
  const file = url.startsWith('file://') ? relative(root, fileURLToPath(url)) : url
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`
}

/** Self and inclusive time per function (same name, file and line merged), largest first. */
export function summarizeProfile(p: CpuProfile): {
  totalMs: number
  self: ProfileLine[]
  total: ProfileLine[]
} {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const selfUs = new Map<number, number>()
  for (const [i, id] of p.samples.entries()) selfUs.set(id, (selfUs.get(id) ?? 0) + (p.timeDeltas[i] ?? 0))
  const totalMs = (p.endTime - p.startTime) / 1000
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  // Inclusive time: walk the tree, counting a function once per path even when it recurses.
  const walk = (id: number, onPath: Set<string>): number => {
    const node = byId.get(id)!
    const name = label(node)
    const own = selfUs.get(id) ?? 0
    self.set(name, (self.get(name) ?? 0) + own)
    const fresh = !onPath.has(name)
    if (fresh) onPath.add(name)
    let sum = own
    for (const c of node.children ?? []) sum += walk(c, onPath)
    if (fresh) {
      onPath.delete(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + sum)
    }
    return sum
  }
  walk(p.nodes[0]!.id, new Set())
  const lines = (m: Map<string, number>) =>
    [...m]
      .map(([name, us]) => ({ name, ms: us / 1000, percent: (us / 1000 / totalMs) * 100 }))
      .sort((a, b) => b.ms - a.ms)
  return { totalMs, self: lines(self), total: lines(inclusive) }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' } },
  })
  const top = Number(values.top)
  const s = summarizeProfile(JSON.parse(readFileSync(positionals[0]!, 'utf8')) as CpuProfile)
  const show = (l: ProfileLine) =>
    `${l.ms.toFixed(0).padStart(8)} ms ${l.percent.toFixed(1).padStart(5)}%  ${l.name}`
  console.log(`profile of ${(s.totalMs / 1000).toFixed(1)} s\n\nself time:`)
  for (const l of s.self.slice(0, top)) console.log(show(l))
  console.log('\ntotal time (inclusive):')
  for (const l of s.total.slice(0, top)) console.log(show(l))
}
