import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Caller } from '../common/caller.ts'
import { DomainError } from '../common/errors.ts'
import type { IdempotencyService } from '../idempotency/idempotency.service.ts'
import {
  checkIdempotencyKey,
  isKeptAnswer,
  KEPT_HEADERS,
  type KeyScope,
  requestFingerprint,
  takesIdempotencyKey,
} from '../idempotency/idempotency-key.ts'

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
export const REPLAYED_HEADER = 'idempotent-replayed'

declare module 'fastify' {
  interface FastifyInstance {
    /** Idempotency keys and their stored answers (docs/idempotency.md). */
    idempotency: IdempotencyService
  }
  interface FastifyRequest {
    /** The key this request took, until its answer is kept or the key given back. */
    idempotencyClaim: { scope: KeyScope; claim: string } | null
  }
}

/**
 * `Idempotency-Key` on the changing operations of the organization API (docs/idempotency.md):
 * - preHandler — after authentication, CSRF and the request's validation (a refused or malformed
 *   request takes no key, as Stripe does), the key is checked, scoped to the caller's organization
 *   and credential, and taken, or the stored answer sent again (`Idempotent-Replayed: true`), or
 *   409 while the first request runs, or 422 when it was another request;
 * - onSend — the answer of the request that took the key is kept before it leaves, so a retry
 *   that follows the answer replays it; a 5xx (or 429) gives the key back instead. App-level
 *   onSend hooks run before the routes' own (compression), so the payload is still the JSON text.
 * Elsewhere (`/auth`, `/admin`, reads) the header is ignored.
 */
export function installIdempotency(app: FastifyInstance, service: IdempotencyService): void {
  app.decorate('idempotency', service)
  app.decorateRequest('idempotencyClaim', null)

  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers[IDEMPOTENCY_KEY_HEADER]
    if (header === undefined || !req.caller) return
    if (!takesIdempotencyKey(req.method, req.routeOptions.schema?.security)) return
    let key: string
    try {
      key = checkIdempotencyKey(Array.isArray(header) ? header.join(', ') : header)
    } catch (err) {
      if (!(err instanceof DomainError)) throw err
      // A header that fails its schema, as a parameter would: 400 where the route says so (mecha).
      return reply.code(req.routeOptions.config?.shapeErrorStatus ?? 422).send({ detail: err.detail })
    }
    const scope: KeyScope = {
      organizationId: req.caller.organizationId,
      credential: credentialOf(req.caller),
      key,
    }
    // The body counts only where the route reads one: a body sent to accept changes nothing.
    const body = req.routeOptions.schema?.body ? req.body : undefined
    const outcome = await service.begin(scope, requestFingerprint(req.method, req.url, body))
    switch (outcome.kind) {
      case 'claimed':
        req.idempotencyClaim = { scope, claim: outcome.claim }
        return
      case 'replay': {
        const { status, headers, body } = outcome.answer
        reply.code(status).headers(headers).header(REPLAYED_HEADER, 'true')
        return body === '' ? reply.send() : reply.send(body)
      }
      case 'mismatch':
        return reply.code(422).send({
          detail:
            'This Idempotency-Key was used with another request (method, path or body); a new request needs a new key',
        })
      case 'in-flight':
        return reply.code(409).header('retry-after', '1').send({
          detail: 'The first request with this Idempotency-Key is still running; retry to get its answer',
        })
    }
  })

  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotencyClaim
    if (!held) return payload
    req.idempotencyClaim = null
    await settle(service, req, reply, held, payload)
    return payload
  })
  // A reply that never passed onSend (the connection went first): the key is given back.
  app.addHook('onResponse', async (req) => {
    const held = req.idempotencyClaim
    if (!held) return
    req.idempotencyClaim = null
    await service
      .release(held.scope, held.claim)
      .catch((err) => req.log.warn({ err }, 'could not release an idempotency key'))
  })
}

/** Keeps the answer for the key, or gives the key back when the answer is not one to keep. */
async function settle(
  service: IdempotencyService,
  req: FastifyRequest,
  reply: FastifyReply,
  held: { scope: KeyScope; claim: string },
  payload: unknown,
): Promise<void> {
  const status = reply.statusCode
  const body = payload === undefined || payload === null ? '' : typeof payload === 'string' ? payload : null
  try {
    // Only answers in memory are kept (every changing route answers JSON); a stream is not.
    if (isKeptAnswer(status) && body !== null) {
      const headers: Record<string, string> = {}
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name)
        if (value !== undefined) headers[name] = String(value)
      }
      await service.finish(held.scope, held.claim, { status, headers, body })
    } else await service.release(held.scope, held.claim)
  } catch (err) {
    // The answer still goes out; the key stays held until its lease ends (docs/idempotency.md).
    req.log.warn({ err }, 'could not keep the answer of an idempotency key')
  }
}

/** The credential a key belongs to: an API key, or a person (whatever session they use). */
function credentialOf(caller: Caller): string {
  return caller.actor.kind === 'key' ? `key:${caller.actor.keyId}` : `user:${caller.actor.userId}`
}
