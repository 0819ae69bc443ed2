import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { NotAllowedError } from '../auth/roles.ts'
import { ApiError } from '../common/api-error.ts'
import { isDatabaseUnavailable } from '../storage/database-errors.ts'

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
 * Every error leaves as `{"detail": string}` with the documented status; nothing unexpected
 * leaves as anything but a logged 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    const shapeStatus = req.routeOptions?.config?.shapeErrorStatus ?? 422
    if (err instanceof ApiError) {
      return reply.code(err.statusCode).headers(err.headers).send({ detail: err.detail })
    }
    if (err instanceof NotAllowedError) return reply.code(403).send({ detail: err.detail })
    const e = err as FastifyError
    if (e.validation) {
      const where = e.validationContext ?? 'request'
      const first = e.validation[0]
      const path = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : ''
      const detail = first ? `${where}${path ? `.${path}` : ''} ${first.message ?? 'is invalid'}` : e.message
      return reply.code(shapeStatus).send({ detail })
    }
    if (e.code && SHAPE_ERRORS[e.code]) return reply.code(shapeStatus).send({ detail: SHAPE_ERRORS[e.code] })
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({
        detail: `Unsupported Content-Type ${req.headers['content-type'] ?? '(none)'}; send application/json`,
      })
    }
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (e.statusCode === 400 && e instanceof SyntaxError)) {
      return reply.code(400).send({ detail: `Body is not valid JSON: ${e.message}` })
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ detail: 'Request body is too large' })
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable')
      return reply
        .code(503)
        .header('Retry-After', '1')
        .send({ detail: 'Database unavailable; retry shortly' })
    }
    const status = e.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: e.message })
    req.log.error({ err }, 'unhandled error')
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ detail: 'Internal server error' })
  })

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ detail: `No route for ${req.method} ${req.url.split('?')[0]}` })
  })
}
