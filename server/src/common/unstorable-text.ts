// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Where in `value` a string (or an object key) holds text no database stores as sent — a NUL
 * character or an unpaired UTF-16 surrogate — as a dotted path; undefined when there is none.
 * PostgreSQL refuses both in text and jsonb (500 before this check), SQLite would keep NUL-cut
 * or mangled text; refusing them everywhere keeps the two engines alike.
 */
export function unstorableTextAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextAt(value[i], `${path}.${i}`)
      if (found) return found
    }
    return undefined
  }
  // Parsed JSON only: an upload's body is a stream, not text to look into.
  if (value && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return `${path} (a property name)`
      const found = unstorableTextAt(item, `${path}.${key}`)
      if (found) return found
    }
  }
  return undefined
}

function isPlainObject(value: object): boolean {
  // JSON objects; a query string's object has a prototype-less prototype of its own.
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null
}

/** The `detail` of the 422 that refuses such text at `at`. */
export function unstorableTextDetail(at: string): string {
  return `${at} must not contain control characters such as NUL, nor unpaired surrogates: it is not valid text`
}
