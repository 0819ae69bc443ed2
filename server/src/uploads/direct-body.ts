import { AsyncLocalStorage } from 'node:async_hooks'
import type { Readable } from 'node:stream'

/**
 * The bytes of a tus PATCH (or creation-with-upload POST), read by the data store straight from
 * the Node request instead of through the chain @tus/server builds around a web request's body
 * (web stream → Node stream → PassThrough → StreamLimiter: four streams, each chunk handed on
 * four times). The route hands @tus/server a body of no bytes that stays open until the store has
 * read the request (`close`), so tus's own pipeline, its abort (a newer request taking the upload
 * over ends that body) and its answers are unchanged; the store enforces the size limit itself.
 * Set by the route around one request (AsyncLocalStorage, so concurrent requests never share one).
 */
export interface DirectBody {
  /** The request, its body unread (no content-type parser consumed it). */
  raw: Readable
  /** Ends the empty body @tus/server was given: its pipeline then completes. */
  close(): void
}

export const directBodies = new AsyncLocalStorage<DirectBody>()

/** An empty web body that ends when `close` is called (or never, if the store never reads). */
export function placeholderBody(): { body: ReadableStream<Uint8Array>; close(): void } {
  let close = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      close = () => {
        try {
          controller.close()
        } catch {} // already closed or cancelled
      }
    },
  })
  return { body, close: () => close() }
}

/** The body's bytes crossed the upload's length: tus's StreamLimiter refusal (413). */
export class BodyTooLong extends Error {}

/**
 * The request's chunks, at most `limit` bytes in all, until the request ends, its connection
 * breaks (the iteration ends; what arrived is good), or `stop` resolves (tus took the upload away
 * from this request). A chunk crossing `limit` is not yielded; the iteration throws BodyTooLong.
 * The request is never destroyed here: an abandoned body is left to the HTTP server.
 */
export async function* directChunks(
  raw: Readable,
  limit: number,
  stop: Promise<void>,
): AsyncGenerator<Buffer> {
  const it = raw.iterator({ destroyOnReturn: false })[Symbol.asyncIterator]()
  // Not Promise.race with `stop`: each race would leave a reaction on it, 16,000 per GB.
  let stopped = false
  let wake: ((v: undefined) => void) | undefined
  void stop.then(() => {
    stopped = true
    wake?.(undefined)
  })
  let n = 0
  while (!stopped) {
    let next: IteratorResult<Buffer> | undefined
    try {
      next = await new Promise<IteratorResult<Buffer> | undefined>((resolve, reject) => {
        wake = resolve
        ;(it.next() as Promise<IteratorResult<Buffer>>).then(resolve, reject)
      })
    } catch {
      return // The connection broke.
    } finally {
      wake = undefined
    }
    if (next === undefined || next.done) return
    const chunk = next.value
    n += chunk.length
    if (n > limit) throw new BodyTooLong()
    yield chunk
  }
}
