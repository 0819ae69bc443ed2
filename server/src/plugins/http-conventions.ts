import { constants as zlibConstants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyCors from '@fastify/cors'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { named } from './plugin-name.ts'

/**
 * What any HTTP client expects of the service, each from the maintained Fastify plugin made
 * for it (docs/decisions.md#http-conventions):
 * - security headers on every answer (helmet): `nosniff`, no framing, no referrer; a
 *   Content-Security-Policy on the API docs (same-origin scripts only; inline styles, which
 *   Swagger UI uses) — the console pages set their own;
 * - CORS for the origins in CORS_ORIGINS only; without it, same origin only (no CORS headers);
 * - compressed answers when the client asks (`Accept-Encoding`), from 1 KiB on; brotli at a
 *   quality that costs about what gzip does;
 * - `Cache-Control: no-store` on every answer whose route sets no policy of its own.
 */
export async function installHttpConventions(app: FastifyInstance, config: Config): Promise<void> {
  // The API answers JSON, which no CSP concerns; the console sets its own (console.route.ts);
  // the API docs (Swagger UI) get theirs here.
  await app.register(named(fastifyHelmet), {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Signed files are fetched by <img>/<video> of the console; no cross-origin isolation needed.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS belongs to the TLS terminator, which knows whether the origin is https.
    hsts: false,
  })
  const docsCsp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${new URL(config.publicBaseUrl).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/docs' || req.url.startsWith('/docs/')) reply.header('content-security-policy', docsCsp)
  })
  // Many answers carry secrets (a session's CSRF token, a new API key, an invitation link, the
  // sessions): none is kept by a browser or proxy unless its route says it may be (signed files,
  // console assets), so the next route that returns a secret is covered without remembering.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
  await app.register(named(fastifyCors), {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: [
      'Content-Type',
      'Service-Api-Key',
      'X-CSRF-Token',
      'X-Request-Id',
      'Range',
      'Idempotency-Key',
    ],
    exposedHeaders: [
      'RateLimit',
      'RateLimit-Policy',
      'Retry-After',
      'X-Request-Id',
      'Content-Disposition',
      'Idempotent-Replayed',
    ],
    maxAge: 600,
  })
  await app.register(named(fastifyCompress), {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
