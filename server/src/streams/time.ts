/** Column names that carry time in a table, in the order they are looked for. */
export const TIME_COLUMNS = ['t', 'time', 'timestamp'] as const

/** The time column of a header: `t`, `time` or `timestamp` (any case), else undefined. */
export function timeColumn(header: readonly string[]): number | undefined {
  const lower = header.map((h) => h.trim().toLowerCase())
  for (const name of TIME_COLUMNS) {
    const i = lower.indexOf(name)
    if (i >= 0) return i
  }
  return undefined
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/

/**
 * Seconds from a time cell: a number of seconds, or an ISO 8601 date-time (then seconds since the
 * epoch; the reader subtracts the first). Undefined when it is neither or not finite.
 */
export function parseTime(cell: unknown): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined
  if (typeof cell !== 'string') return undefined
  // As parseValue: a number of seconds converts at once; 0 may be a blank cell.
  const quick = Number(cell)
  if (quick !== 0 && Number.isFinite(quick)) return quick
  const s = cell.trim()
  if (s === '') return undefined
  const n = Number(s)
  if (Number.isFinite(n)) return n
  if (!ISO_DATE.test(s)) return undefined
  const ms = Date.parse(s.includes(' ') && !s.includes('T') ? s.replace(' ', 'T') : s)
  return Number.isFinite(ms) ? ms / 1000 : undefined
}

/** A numeric cell: a number, or undefined for text and empty cells (NaN and ±Infinity stay numbers). */
export function parseValue(cell: unknown): number | undefined {
  if (typeof cell === 'number') return cell
  if (typeof cell === 'boolean') return cell ? 1 : 0
  if (typeof cell !== 'string') return undefined
  // Most cells are numbers: one conversion, which ignores spaces around them. Only 0 needs a second
  // look (an empty or blank cell converts to 0 too); NaN is text or one of the words below.
  const quick = Number(cell)
  if (quick !== 0 && !Number.isNaN(quick)) return quick
  const s = cell.trim()
  if (s === '') return undefined
  const lower = s.toLowerCase()
  if (lower === 'nan') return Number.NaN
  if (lower === 'inf' || lower === 'infinity' || lower === '+inf' || lower === '+infinity') return Infinity
  if (lower === '-inf' || lower === '-infinity') return -Infinity
  if (lower === 'true') return 1
  if (lower === 'false') return 0
  const n = Number(s)
  return Number.isNaN(n) ? undefined : n
}
