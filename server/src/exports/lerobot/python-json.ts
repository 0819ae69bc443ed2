/**
 * JSON that Python's `json` reads as the floats it holds. JavaScript writes a whole number past
 * 2^53 as digits (2^64 as `18446744073709552000`), which Python reads as an int: past int64 numpy
 * makes an object array of it, and LeRobot's loaders then fail on the statistics (v2.1's
 * `aggregate_stats` cannot take `np.sqrt` of one; a policy's normalization cannot make a tensor
 * of one). Such numbers are written with an exponent (`1.8446744073709552e+19`): the same double,
 * read as a float. Smaller whole numbers keep their digits, so other files' bytes do not change.
 */

/** Past this, a whole number's digits are not all its own and Python may read them as an int too large. */
const EXACT = 2 ** 53

/** `JSON.stringify(value, null, indent)`, whole numbers past 2^53 with an exponent. */
export function pythonJson(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent)
  let out = ''
  let from = 0
  // Outside strings, a run of digits with no fraction nor exponent is a whole number as JSON writes it.
  const tokens = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g
  for (let m = tokens.exec(text); m; m = tokens.exec(text)) {
    const token = m[0]
    if (token.startsWith('"') || /[.eE]/.test(token)) continue
    const n = Number(token)
    if (Math.abs(n) < EXACT) continue
    out += text.slice(from, m.index) + n.toExponential()
    from = m.index + token.length
  }
  return out + text.slice(from)
}
