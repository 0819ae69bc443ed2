import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { EventPageSchema, EventQuerySchema } from '../../events/event.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /events — the organization's changes feed, from a cursor; `wait` long-polls. */
export default async function eventsRoute(app: RouteApp) {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        operationId: 'listEvents',
        summary: "The organization's changes feed",
        description:
          'Events oldest first, in commit order and without gaps, from `after` (a `next` of an earlier answer). ' +
          'Store `next` once the events are processed and every event is seen at least once, across restarts. ' +
          'With `wait`, an empty answer waits up to that many seconds for the next matching event. ' +
          'A cursor older than the events kept (EVENT_RETENTION_DAYS) answers 410: start again from a list. ' +
          'See docs/events.md.',
        security: CALLER_SECURITY,
        querystring: EventQuerySchema,
        response: { 200: EventPageSchema, ...errorResponses(401, 410, 422, 429) },
      },
    },
    async (req, reply) => {
      // A client that goes away stops its wait (the response closes before it was sent).
      const gone = new AbortController()
      reply.raw.once('close', () => gone.abort())
      return app.services.events.page(callerOf(req), req.query, gone.signal)
    },
  )
}
