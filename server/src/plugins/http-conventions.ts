import { constants as zlibConstants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyCors from '@fastify/cors'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

/**
 * What any HTTP client expects of the service, each from the maintained Fastify plugin made
 * for it (docs/decisions.md#http-conventions):
 * - security headers on every answer (helmet): `nosniff`, no framing, no referrer, and a
 *   Content-Security-Policy that the console and the API docs work under (same-origin scripts
 *   only; inline styles, which both use; media from the service itself);
 * - CORS for the origins in CORS_ORIGINS only; without it, same origin only (no CORS headers);
 * - compressed answers when the client asks (`Accept-Encoding`), from 1 KiB on; brotli at a
 *   quality that costs about what gzip does.
 */
export async function installHttpConventions(app: FastifyInstance, config: Config): Promise<void> {
  const self = ["'self'", config.publicBaseUrl]
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [...self, 'data:', 'blob:'],
        mediaSrc: [...self, 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [...self, config.publicBaseUrl.replace(/^http/, 'ws')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Signed files are fetched by <img>/<video> of the console; no cross-origin isolation needed.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS belongs to the TLS terminator, which knows whether the origin is https.
    hsts: false,
  })
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Service-Api-Key', 'X-CSRF-Token', 'X-Request-Id', 'Range'],
    exposedHeaders: ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  })
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
