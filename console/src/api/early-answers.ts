/**
 * The answers to the boot module's early requests (early-requests.ts), each kept until the query
 * that wants it takes it. Apart from the requests, so that the queries taking them import nothing
 * of what sends them (which imports the viewer's modules).
 */
const pending = new Map<string, Promise<unknown>>()

/** Keeps an early answer under its key; an answer nobody takes never becomes an unhandled rejection. */
export function keepEarly(key: string, answer: Promise<unknown>): void {
  answer.catch(() => {})
  pending.set(key, answer)
}

/** The early answer for this key, once; later calls go to the service again. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const p = pending.get(key)
  pending.delete(key)
  return p as Promise<T> | undefined
}

/** Drops every early answer (they describe another session). */
export function clearEarly(): void {
  pending.clear()
}
