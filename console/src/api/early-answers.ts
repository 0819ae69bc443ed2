/**
 * The answers to the boot module's early requests (early-requests.ts), each kept until the query
 * that wants it takes it. Apart from the requests, so that the queries taking them import nothing
 * of what sends them (which imports the viewer's modules).
 */
const pending = new Map<string, Promise<unknown>>()
/** The answers already here, with when they came: a query starts with them (earlyInitialData). */
const arrived = new Map<string, { value: unknown; at: number }>()

/** Keeps an early answer under its key; an answer nobody takes never becomes an unhandled rejection. */
export function keepEarly(key: string, answer: Promise<unknown>): void {
  answer.then(
    (value) => {
      if (pending.get(key) === answer) arrived.set(key, { value, at: Date.now() })
    },
    () => {},
  )
  pending.set(key, answer)
}

/** The early answer for this key, once; later calls go to the service again. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const p = pending.get(key)
  pending.delete(key)
  arrived.delete(key)
  return p as Promise<T> | undefined
}

/**
 * A query's `initialData` and `initialDataUpdatedAt` from the early answer for this key if it has
 * already come (taken, as takeEarly takes it; `onTaken` sees it). Then the query's first render
 * has the data: the page is drawn in the app's first render, not after a loader and a render per
 * answer (each a few tens of ms of a busy main thread). Not come yet: the query asks as usual
 * (its queryFn takes the answer on its way).
 */
export function earlyInitialData<T>(key: string, onTaken?: (value: T) => void) {
  let at: number | undefined
  return {
    initialData: (): T | undefined => {
      const got = arrived.get(key)
      if (!got) return undefined
      takeEarly(key)
      at = got.at
      onTaken?.(got.value as T)
      return got.value as T
    },
    initialDataUpdatedAt: () => at,
  }
}

/** Drops every early answer (they describe another session). */
export function clearEarly(): void {
  pending.clear()
  arrived.clear()
}
