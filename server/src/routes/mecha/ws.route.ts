import { Type } from 'typebox'
import { TooManyAttemptsError } from '../../common/errors.ts'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { WsTicketSchema } from '../../mecha-control/mecha-control.schema.ts'
import { WsSession } from '../../mecha-control/ws-session.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/**
 * The real-time channel (docs/mecha-ws.md). Programs authenticate the upgrade request with the
 * Service-Api-Key header; browsers, which cannot set headers there, first trade their key for a
 * single-use ticket and pass `?ticket=`. Either way a refusal is a 401 before the upgrade.
 */
export default async function wsRoutes(app: RouteApp) {
  const tickets = app.mechaTickets
  const { connections, budget } = app.mechaSockets
  const { wsMessages, rateLimited } = app.metrics
  const meters = {
    received: () => wsMessages.inc({ direction: 'in' }),
    sent: () => wsMessages.inc({ direction: 'out' }),
    overBudget: () => rateLimited.inc({ scope: 'ws_message' }),
  }

  app.post(
    '/mecha/ws/ticket',
    {
      schema: {
        tags: ['mecha'],
        operationId: 'createWsTicket',
        summary: 'Get a single-use ticket for the WebSocket',
        description:
          'Valid 30 seconds, once. Open `/mecha/ws?ticket=…` with it (for browsers; never put the key in a URL).',
        security: CALLER_SECURITY,
        response: { 200: WsTicketSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (req) => {
      const { ticket, expiresAt } = await tickets.issue(callerOf(req))
      return { ticket, expires_at: expiresAt.toISOString() }
    },
  )

  app.get(
    '/mecha/ws',
    {
      websocket: true,
      schema: {
        tags: ['mecha'],
        operationId: 'openMechaWs',
        summary: 'Real-time control and telemetry (WebSocket)',
        description: 'Upgrade with Service-Api-Key or ?ticket=. Protocol: docs/mecha-ws.md.',
        querystring: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 200 })) }),
      },
      onRequest: async (req) => {
        const ticket = (req.query as { ticket?: string }).ticket
        if (!req.caller && ticket) {
          const minted = await tickets.consume(ticket)
          // A ticket minted before its key was revoked or its session ended is worth nothing; one
          // minted before a role change acts with the role at redemption, never the copy it holds.
          const caller = minted && (await connections.current(minted))
          if (caller) req.caller = caller
        }
      },
      preHandler: async (req) => {
        if (req.caller && !connections.admits(req.caller))
          throw new TooManyAttemptsError(
            `Too many open connections: at most ${app.config.mechaWs.maxPerCaller} per API key or person`,
            1,
          )
      },
    },
    (socket, req) => {
      new WsSession(socket, callerOf(req), app.services.mechas, {
        keepaliveMs: app.config.mechaWsKeepaliveMs,
        maxBufferedBytes: app.config.mechaWs.maxBufferBytes,
        connections,
        budget,
        meters,
        log: req.log,
      })
    },
  )
}
