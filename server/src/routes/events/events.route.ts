import type { ServerResponse } from 'node:http'
import { PassThrough } from 'node:stream'
import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { CURSOR_PATTERN, EventPageSchema, EventQuerySchema } from '../../events/event.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'
import { pumpEventStream, STREAM_STALL_MS } from './pump-event-stream.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * GET /events as a stream: how long it waits for room in a socket before it closes the
     * connection (default STREAM_STALL_MS, 30 s; tests shorten it). docs/events.md#slow-clients
     */
    eventStreamStallMs?: number
  }
}

/**
 * How long a stream stays silent before a keep-alive comment: well inside the idle timeouts of
 * proxies (60 s is common) and of this service (CONNECTION_TIMEOUT_MS).
 */
export const STREAM_KEEP_ALIVE_MS = 15_000

const STREAM_DESCRIPTION =
  'With `Accept: text/event-stream` the feed is a stream of server-sent events: each event as ' +
  '`id:` (its cursor), `event:` (its type) and `data:` (the event, JSON), from `after` or from the ' +
  '`Last-Event-ID` header (which wins; browsers send it when they reconnect). A message with only ' +
  '`id:` moves the cursor past events `types` skipped; a comment line every 15 s keeps the ' +
  'connection open. `limit` and `wait` do not apply. The stream ends when the service shuts down: reconnect.'

/** GET /events — the organization's changes feed, from a cursor; `wait` long-polls; or a stream. */
export default async function eventsRoute(app: RouteApp) {
  app.get(
    '/events',
    {
      config: { eventStreamStallMs: STREAM_STALL_MS },
      schema: {
        tags: ['events'],
        operationId: 'listEvents',
        summary: "The organization's changes feed",
        description:
          'Events oldest first, in commit order and without gaps, from `after` (a `next` of an earlier answer). ' +
          'Store `next` once the events are processed and every event is seen at least once, across restarts. ' +
          'With `wait`, an empty answer waits up to that many seconds for the next matching event. ' +
          'A cursor older than the events kept (EVENT_RETENTION_DAYS) answers 410: start again from a list. ' +
          `${STREAM_DESCRIPTION} See docs/events.md.`,
        security: CALLER_SECURITY,
        querystring: EventQuerySchema,
        headers: Type.Object({
          'last-event-id': Type.Optional(
            Type.String({
              pattern: CURSOR_PATTERN,
              maxLength: 16,
              description: 'A stream resumes after this cursor (the `id:` of the last event received)',
            }),
          ),
        }),
        response: {
          200: {
            description: 'A page of events, or (`Accept: text/event-stream`) the stream of them',
            content: {
              'application/json': { schema: EventPageSchema },
              'text/event-stream': {
                schema: Type.String({
                  description: 'id: <cursor>\\nevent: <type>\\ndata: <Event as JSON>\\n\\n, one per event',
                }),
              },
            },
          },
          ...errorResponses(401, 410, 422, 429),
        },
      },
    },
    async (req, reply) => {
      // A client that goes away stops its wait (the response closes before it was sent).
      const gone = new AbortController()
      whenClosed(reply.raw, () => gone.abort())
      const caller = callerOf(req)
      if (!wantsStream(req.headers.accept))
        return reply
          .type('application/json')
          .send(await app.services.events.page(caller, req.query, gone.signal))
      // A place among the streams the caller and its organization may hold open, or 429 before
      // anything else (docs/events.md#open-streams); a closed stream gives its place back.
      const release = app.services.events.hold(caller)
      whenClosed(reply.raw, release)
      // The stream ends when the key or session it was opened with stops working (revoked, signed
      // out, the person removed): at once in this process, within half a second through another.
      // Every role reads the feed, so a changed role changes nothing here.
      const open = { caller, endAccess: () => gone.abort(), roleChanged: () => {} }
      app.eventStreams.add(open)
      whenClosed(reply.raw, () => app.eventStreams.remove(open))
      const lastId = req.headers['last-event-id']
      const nextPage = app.services.events.follow(
        caller,
        { after: lastId || req.query.after, types: req.query.types },
        { keepAliveMs: STREAM_KEEP_ALIVE_MS, signal: gone.signal },
      )
      // The first page before any byte: a cursor the feed no longer has answers 410 as JSON.
      const first = await nextPage().catch((err: unknown) => {
        release()
        throw err
      })
      // The pump writes a page only once the one before has left the process (docs/events.md#slow-clients).
      const body = new PassThrough()
      void pumpEventStream({ page: first }, nextPage, body, reply.raw, {
        stallMs: req.routeOptions.config.eventStreamStallMs ?? STREAM_STALL_MS,
        signal: gone.signal,
        log: req.log,
      })
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('x-accel-buffering', 'no') // nginx: pass each event on at once
          // The connection ends with the stream: one that outlived it would hold a shutdown for
          // the keep-alive timeout (the server closes only connections idle when it begins closing).
          .header('connection', 'close')
          // A stream is sent as it is, past the JSON serializer (the schema's types know only JSON).
          .send(body as never)
      )
    },
  )
}

/**
 * Runs `fn` when the response closes, or at once when the client left before the handler ran
 * (its 'close' has passed then): a place or a registration taken for a gone client is given back.
 */
function whenClosed(res: ServerResponse, fn: () => void): void {
  if (res.destroyed) fn()
  else res.once('close', fn)
}

function wantsStream(accept: string | undefined): boolean {
  return accept?.split(',').some((part) => part.split(';')[0]!.trim() === 'text/event-stream') ?? false
}
