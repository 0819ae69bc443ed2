/**
 * Stream names (docs/streams.md#names): a table's column; MCAP `<topic>.<field>.<subfield>` with
 * arrays as `[i]` (Foxglove's message path style); LeRobot `<feature>.<name>` or `<feature>[i]`.
 */

/** Arrays longer than this are not split into channels (an image's bytes, a point cloud). */
export const MAX_ARRAY_CHANNELS = 64
/** Nesting deeper than this is not followed. */
export const MAX_DEPTH = 8

/** `a` + `b` → `a.b`; `a` + 3 → `a[3]`; an empty prefix gives the key alone. */
export function childName(prefix: string, key: string | number): string {
  if (typeof key === 'number') return `${prefix}[${key}]`
  return prefix === '' ? key : `${prefix}.${key}`
}

/**
 * Every numeric leaf of a decoded message or JSON object, by its path: numbers (finite or not:
 * the summary drops what is not finite), bigints, booleans as 0 and 1, typed arrays like arrays.
 * Strings, bytes of long arrays and nulls are no channels.
 */
export function numericLeaves(
  value: unknown,
  prefix: string,
  out: (name: string, v: number) => void,
  depth = 0,
) {
  if (typeof value === 'number') out(prefix, value)
  else if (typeof value === 'bigint') out(prefix, Number(value))
  else if (typeof value === 'boolean') out(prefix, value ? 1 : 0)
  else if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return
  else if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    const arr = value as ArrayLike<unknown>
    if (arr.length > MAX_ARRAY_CHANNELS) return
    for (let i = 0; i < arr.length; i++) numericLeaves(arr[i], childName(prefix, i), out, depth + 1)
  } else if (!(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) numericLeaves(v, childName(prefix, k), out, depth + 1)
  }
}

/**
 * A LeRobot feature's element names, in row-major order for its `shape` (a frame's elements):
 * `<feature>.<name>` when info.json names every element, else `<feature>[i]` — `<feature>[i][j]`
 * for a feature of lists of lists (an action chunk `[30, 7]`); one unnamed element is the feature.
 */
export function lerobotNames(feature: string, shape: readonly number[], names: unknown): string[] {
  const size = shape.reduce((n, d) => n * d, 1)
  const list = flatNames(names)
  const named = list?.length === size ? list : null
  if (size === 1 && !list) return [feature]
  return Array.from({ length: size }, (_, i) => {
    const name = named?.[i]
    if (typeof name === 'string' && name !== '') return `${feature}.${name}`
    let suffix = ''
    for (let d = shape.length - 1, rest = i; d >= 0; d--) {
      suffix = `[${rest % shape[d]!}]${suffix}`
      rest = Math.floor(rest / shape[d]!)
    }
    return `${feature}${suffix}`
  })
}

/** info.json writes names as a list, or as `{motors: [...]}` / `{axes: [...]}` in older files. */
function flatNames(names: unknown): unknown[] | null {
  if (Array.isArray(names)) return names.flat(3)
  if (names && typeof names === 'object') {
    const values = Object.values(names)
    if (values.length === 1 && Array.isArray(values[0])) return values[0].flat(3)
  }
  return null
}

const UNIT_SUFFIXES: Record<string, string> = {
  v: 'V',
  a: 'A',
  c: '°C',
  w: 'W',
  m: 'm',
  rad: 'rad',
  deg: '°',
  mps: 'm/s',
  hz: 'Hz',
  pct: '%',
}

/**
 * A unit from a column's name: in brackets or parentheses at the end (`battery [V]`, `speed (m/s)`),
 * or one of a few suffixes (`battery_v`, `motor_temp_c`); else null.
 */
export function unitFromName(name: string): string | null {
  const bracket = /[[(]([^\])]{1,16})[\])]\s*$/.exec(name)
  if (bracket) return bracket[1]!.trim()
  const suffix = /_([a-z]+)$/.exec(name)
  if (suffix) return UNIT_SUFFIXES[suffix[1]!] ?? null
  return null
}
