/**
 * `fn` over `items` in their order, a few at a time: `at(i)` answers item i's result and starts
 * the ones up to `i + width - 1`, so while the caller works on one, the next are under way (an
 * export reads its episodes two at a time, one per reading worker). Asked in order, at most
 * `width` run at once. A result is handed out once and not held after.
 */
export function readAhead<T, R>(
  items: readonly T[],
  width: number,
  fn: (item: T) => Promise<R>,
): (i: number) => Promise<R> {
  const started: (Promise<R> | undefined)[] = []
  return (i) => {
    while (started.length < Math.min(items.length, i + Math.max(1, width))) {
      const p = fn(items[started.length]!)
      // A result started ahead and never asked for (the caller stopped) is no unhandled rejection.
      p.catch(() => {})
      started.push(p)
    }
    const p = started[i]
    if (!p) throw new Error(`readAhead: item ${i} is not there or was handed out already`)
    started[i] = undefined
    return p
  }
}
