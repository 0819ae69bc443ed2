/** Powers of ten a double holds exactly: 10^0 … 10^22. */
const POW10 = new Float64Array(23).map((_, k) => 10 ** k)

/**
 * The number a cell's bytes `[start, end)` spell when they are a plain decimal — an optional sign,
 * at most 15 digits with an optional point, an optional exponent (`-12.5`, `.5`, `3.`, `1e-3`),
 * spaces around allowed — else NaN, and the caller converts the text with `Number()` instead
 * (hexadecimal, words, empty cells, more digits).
 *
 * Exactly `Number()`'s result, not a close one (Clinger's fast path): 15 digits make an integer
 * m < 10^15 < 2^53 and the exponent k is within ±22, so m and 10^|k| are exact doubles and the one
 * division or multiplication rounds correctly, as `Number()` does. Why by hand: a table of numbers
 * spent most of its reading time turning cells into strings for `Number()` (docs/streams.md#tables).
 */
export function decimalAt(bytes: Uint8Array, start: number, end: number): number {
  let i = start
  let e = end
  let c = bytes[i]!
  if (c <= 0x20 || bytes[e - 1]! <= 0x20) {
    while (i < e && isSpace(bytes[i]!)) i++
    while (e > i && isSpace(bytes[e - 1]!)) e--
    if (i === e) return Number.NaN
    c = bytes[i]!
  }
  let negative = false
  if (c === 0x2d) {
    negative = true
    i++
  } else if (c === 0x2b) i++
  // The digits before and after the point as one integer m, scaled by 10^k (k: minus the digits
  // after the point, plus the exponent).
  const digitsFrom = i
  let m = 0
  let d = 0
  for (; i < e; i++) {
    d = bytes[i]! - 0x30
    if (d >>> 0 > 9) break
    m = m * 10 + d
  }
  let digits = i - digitsFrom
  let k = 0
  if (i < e && d === -2) {
    const fractionFrom = ++i
    for (; i < e; i++) {
      d = bytes[i]! - 0x30
      if (d >>> 0 > 9) break
      m = m * 10 + d
    }
    k = fractionFrom - i
    digits -= k
  }
  if (digits === 0 || digits > 15) return Number.NaN
  if (i < e) {
    if ((bytes[i++]! | 0x20) !== 0x65) return Number.NaN
    let negativeExponent = false
    if (i < e && (bytes[i] === 0x2d || bytes[i] === 0x2b)) negativeExponent = bytes[i++] === 0x2d
    if (i === e || e - i > 4) return Number.NaN
    let exponent = 0
    for (; i < e; i++) {
      const x = bytes[i]! - 0x30
      if (x < 0 || x > 9) return Number.NaN
      exponent = exponent * 10 + x
    }
    k += negativeExponent ? -exponent : exponent
  }
  let v: number
  if (k === 0) v = m
  else if (k < 0 && k >= -22) v = m / POW10[-k]!
  else if (k > 0 && k <= 22) v = m * POW10[k]!
  else return Number.NaN
  return negative ? -v : v
}

/** The white space `Number()` and `trim()` skip, among single bytes: tab, LF, VT, FF, CR, space. */
export function isSpace(byte: number): boolean {
  return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d)
}
