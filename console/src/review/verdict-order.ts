import type { QueueDataset } from './review-types.ts'

const FIRST = { exclude: 0, review: 1 } as Record<string, number>

/**
 * A page shown with every verdict puts `exclude` then `review` first, each in the list's order
 * (newest first), the others after. The list has no sort by verdict (docs/findings.md#the-list):
 * this orders the page loaded, not the whole queue (docs/web-console.md#findings).
 */
export function verdictFirst(datasets: QueueDataset[]): QueueDataset[] {
  const rank = (d: QueueDataset) => FIRST[d.verdict] ?? 2
  return datasets
    .map((d, i) => [d, i] as const)
    .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
    .map(([d]) => d)
}

/**
 * The page in an order already shown (ids), so that a verdict changing live, or a page read again,
 * moves no card under the reviewer's selection; cards not shown yet follow, in the list's order.
 */
export function inShownOrder(datasets: QueueDataset[], shown: string[]): QueueDataset[] {
  const at = new Map(shown.map((id, i) => [id, i]))
  const known = datasets.filter((d) => at.has(d.id)).sort((a, b) => at.get(a.id)! - at.get(b.id)!)
  return [...known, ...datasets.filter((d) => !at.has(d.id))]
}
