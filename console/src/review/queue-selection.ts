/**
 * Where the queue's selection goes after a decision. The decided card is found by id, not by
 * object: a page read again while the reject dialog was open holds new objects for the same
 * cards, and an index of -1 left no card selected (a fresh-clone CI run waited 30 s for one).
 *
 * In a filtered view (pending) the decided card leaves, so its index is already the next card; where it
 * stays (any status) the selection steps past it. A card no longer shown keeps the selection.
 */
export function selectionAfterDecision(
  shownIds: readonly string[],
  decidedId: string,
  leavesView: boolean,
  selected: number,
): number {
  const index = shownIds.indexOf(decidedId)
  if (index < 0) return selected
  return leavesView ? index : index + 1
}

/** A selection kept on a card: within the page, or the first card of an empty one. */
export function selectionWithin(selected: number, cards: number): number {
  return Math.min(Math.max(0, selected), Math.max(0, cards - 1))
}
