/** The bucket at or before `time` in a series' `t` (in time order); −1 before the first. */
export function bucketAt(t: number[], time: number): number {
  let lo = 0
  let hi = t.length - 1
  if (hi < 0 || time < (t[0] ?? 0)) return -1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((t[mid] ?? 0) <= time) lo = mid
    else hi = mid - 1
  }
  return lo
}
