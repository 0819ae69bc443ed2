/**
 * JSON with every object's keys sorted, at any depth, and no spaces: the same value gives the same
 * bytes whatever order its keys were stored in (PostgreSQL's jsonb reorders them, SQLite does not).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}
