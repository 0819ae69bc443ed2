import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDatabaseUnavailable } from '../storage/database-errors.ts'
import { errorReply } from './error-statuses.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Status for a request whose shape is wrong: 422 by default, 400 where the interface says so (move). */
    shapeErrorStatus?: 400 | 422
  }
}

/** Fastify's own request-shape errors, by code, with the sentence a caller gets. */
const SHAPE_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body is empty but Content-Type is application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
}

/**
 * Every error leaves as `{"detail": string}` with the documented status: a domain's errors by
 * the table in error-statuses.ts, Fastify's own by code here; nothing unexpected leaves as
 * anything but a logged 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const shapeStatus = req.routeOptions?.config?.shapeErrorStatus ?? 422
    const known = errorReply(err)
    if (known) return reply.code(known.status).headers(known.headers).send({ detail: known.detail })
    if (err.validation) {
      const where = err.validationContext ?? 'request'
      const first = err.validation[0]
      const path = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : ''
      const detail = first
        ? `${where}${path ? `.${path}` : ''} ${first.message ?? 'is invalid'}`
        : err.message
      return reply.code(shapeStatus).send({ detail })
    }
    if (err.code && SHAPE_ERRORS[err.code])
      return reply.code(shapeStatus).send({ detail: SHAPE_ERRORS[err.code] })
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({
        detail: `Unsupported Content-Type ${req.headers['content-type'] ?? '(none)'}; send application/json`,
      })
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (err.statusCode === 400 && err instanceof SyntaxError)
    ) {
      return reply.code(400).send({ detail: `Body is not valid JSON: ${err.message}` })
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ detail: 'Request body is too large' })
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable')
      return reply
        .code(503)
        .header('Retry-After', '1')
        .send({ detail: 'Database unavailable; retry shortly' })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: err.message })
    req.log.error({ err }, 'unhandled error')
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ detail: 'Internal server error' })
  })

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ detail: `No route for ${req.method} ${req.url.split('?')[0]}` })
  })
}
