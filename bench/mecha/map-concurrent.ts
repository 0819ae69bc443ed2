/**
 * Calls `task(i)` for i = 0 … count−1 with at most `limit` calls in flight and returns the
 * results in index order; `onDone(done)` after each. The first rejection rejects the whole.
 */
export async function mapConcurrent<T>(
  count: number,
  limit: number,
  task: (i: number) => Promise<T>,
  onDone: (done: number) => void = () => {},
): Promise<T[]> {
  const results = new Array<T>(count)
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < count) {
      const i = next++
      results[i] = await task(i)
      onDone(++done)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker))
  return results
}
