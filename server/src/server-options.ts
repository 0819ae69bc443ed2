import { randomUUID } from 'node:crypto'
import type { FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'

/** The Fastify options shared by the real server and the tests. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      // Keys never reach a log line, whatever the level.
      redact: {
        paths: [
          'req.headers["service-api-key"]',
          'req.headers["service-admin-key"]',
          'req.headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    routerOptions: { maxParamLength: 512 },
  }
}
