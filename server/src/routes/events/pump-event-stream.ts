import type { ServerResponse } from 'node:http'
import type { PassThrough } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import type { StreamPage } from '../../events/event.service.ts'

/**
 * How long a stream waits for room in its socket before it closes the connection: a client that
 * has taken less than a page in that time is behind for good (docs/events.md#slow-clients).
 */
export const STREAM_STALL_MS = 30_000

/**
 * Writes pages to `out` (piped to `res`) as server-sent events until the pages end, `signal`
 * aborts, or the client stays behind. Backpressure: the next page is asked of `nextPage` only
 * when the page before has left the process (neither `out` nor the socket waits for 'drain'), so
 * a stream whose client does not read holds one page, not the backlog. A wait for room longer
 * than `stallMs` closes the connection; the client resumes from its Last-Event-ID.
 */
export async function pumpEventStream(
  first: { page: StreamPage | undefined },
  nextPage: () => Promise<StreamPage | undefined>,
  out: PassThrough,
  res: ServerResponse,
  opts: { stallMs: number; signal: AbortSignal; log: FastifyBaseLogger },
): Promise<void> {
  const { signal } = opts
  let cursor: string | undefined
  const format = (page: StreamPage): string => {
    let text = ''
    for (const { seq, event } of page.events) {
      text += `id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
      cursor = String(seq)
    }
    // An id alone moves the client's Last-Event-ID without an event: past what `types` skipped,
    // and at the start, so that a stream begun at `after=now` resumes from there.
    if (page.next !== cursor) text += `id: ${page.next}\n\n`
    else if (page.events.length === 0) text += ': keep-alive\n\n'
    cursor = page.next
    return text
  }
  // Taken out of its holder: a parameter would keep the first page for as long as the stream lasts.
  let page = first.page
  first.page = undefined
  try {
    for (;;) {
      if (page) out.write(format(page))
      // Only the page's text waits (in `out` or the socket), not its events.
      page = undefined
      const room = await roomIn(out, res, opts.stallMs, signal)
      if (room === 'stalled') {
        opts.log.info(
          { stallMs: opts.stallMs },
          'event stream closed: its socket had no room for the stall bound',
        )
        res.destroy()
        return
      }
      if (room === 'gone') break
      page = await nextPage()
      if (!page || signal.aborted) break
    }
  } catch (err) {
    // A database error mid-stream: the client reconnects with its Last-Event-ID.
    out.destroy(err as Error)
    return
  }
  out.end()
  // What was written goes out before the connection closes, but not to a client that has stopped
  // reading: that one would keep the connection for good.
  if (res.destroyed || res.writableFinished) return
  const timer = setTimeout(() => res.destroy(), opts.stallMs).unref()
  res.once('close', () => clearTimeout(timer))
}

/**
 * Waits until neither `out` nor `res` waits for 'drain': 'room', or 'gone' when `signal` aborts
 * or the response closes, or 'stalled' when a wait for one 'drain' lasts `ms`.
 */
async function roomIn(
  out: PassThrough,
  res: ServerResponse,
  ms: number,
  signal: AbortSignal,
): Promise<'room' | 'stalled' | 'gone'> {
  for (;;) {
    if (signal.aborted || res.destroyed) return 'gone'
    const full = out.writableNeedDrain ? out : res.writableNeedDrain ? res : undefined
    if (!full) return 'room'
    const how = await drainOf(full, res, ms, signal)
    if (how !== 'room') return how
  }
}

function drainOf(
  full: PassThrough | ServerResponse,
  res: ServerResponse,
  ms: number,
  signal: AbortSignal,
): Promise<'room' | 'stalled' | 'gone'> {
  return new Promise((resolve) => {
    const done = (how: 'room' | 'stalled' | 'gone') => {
      clearTimeout(timer)
      full.off('drain', drained)
      res.off('close', gone)
      signal.removeEventListener('abort', gone)
      resolve(how)
    }
    const drained = () => done('room')
    const gone = () => done('gone')
    const timer = setTimeout(() => done('stalled'), ms)
    full.once('drain', drained)
    res.once('close', gone)
    signal.addEventListener('abort', gone, { once: true })
  })
}
