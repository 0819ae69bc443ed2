import type { DatasetList, QueueDataset } from './use-decide.ts'

/** The list's order (the service's): newest first, then by id. */
function sortsAfter(a: QueueDataset, b: QueueDataset): boolean {
  return a.date_created < b.date_created || (a.date_created === b.date_created && a.id < b.id)
}

/**
 * A page of the queue read again while it is shown (after this tab's own decision, on focus),
 * merged into what the reviewer is looking at so that nothing moves under the selection:
 *
 * - every card shown keeps its place, with what the service says of it now;
 * - a card gone from the page because it was decided elsewhere stays where it was (marked by
 *   the page), until the reviewer asks for a fresh page;
 * - cards the service now puts after the last one shown (they came up from the next page as
 *   cards left this one) fill the end;
 * - newer ones are not inserted at the top: the events stream announces them ("3 new datasets").
 *
 * A card gone for another reason (decided here, or missed while the stream was down) leaves.
 */
export function stablePage(
  shown: DatasetList | undefined,
  fresh: DatasetList,
  decidedElsewhere: (id: string) => boolean,
): DatasetList {
  const last = shown?.datasets.at(-1)
  if (!shown || !last) return fresh
  const now = new Map(fresh.datasets.map((d) => [d.id, d]))
  let stayed = 0
  const kept = shown.datasets.flatMap((d) => {
    const current = now.get(d.id)
    if (current) return [current]
    if (!decidedElsewhere(d.id)) return []
    stayed += 1
    return [d]
  })
  const ids = new Set(shown.datasets.map((d) => d.id))
  const fill = fresh.datasets.filter((d) => !ids.has(d.id) && sortsAfter(d, last))
  // The cards that stayed count in the total, so "1–15 of 15" numbers what is on the page.
  return { total: fresh.total + stayed, datasets: [...kept, ...fill] }
}
