import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Config } from '../config.ts'

/**
 * Per-key and per-person limits (per client address for requests without a valid key or session), in memory or in Redis
 * (REDIS_URL), with `Retry-After` on 429
 * and the IETF RateLimit fields in the httpapi draft-11 shape:
 *   RateLimit-Policy: "default";q=1200;w=60     RateLimit: "default";r=1187;t=42
 */
export async function installRateLimit(app: FastifyInstance, config: Config, redis?: Redis): Promise<void> {
  const { max, anonMax, windowSeconds } = config.rateLimit
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    // With Redis, one key's budget is shared by every process. If Redis is unreachable requests
    // pass unlimited rather than fail: availability first (docs/deployment.md).
    ...(redis ? { redis, nameSpace: 'hangar:rl:', skipOnError: true } : {}),
    timeWindow: windowSeconds * 1000,
    // A key's budget, or a person's across all their sessions; otherwise the address's.
    keyGenerator: (req) => {
      const a = req.caller?.actor
      if (!a) return `ip:${req.ip}`
      return a.kind === 'key' ? `key:${a.keyId}` : `user:${a.userId}`
    },
    max: (_req, key) => (key.startsWith('ip:') ? anonMax : max),
    allowList: (req) => req.isAdmin,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: `Too many requests: at most ${ctx.max} per ${windowSeconds} s; retry in ${Math.ceil(ctx.ttl / 1000)} s`,
      message: `Too many requests; retry in ${Math.ceil(ctx.ttl / 1000)} s`,
    }),
  })

  app.addHook('onSend', async (_req, reply, payload) => {
    const limit = reply.getHeader('x-ratelimit-limit')
    if (limit === undefined) return payload
    const remaining = reply.getHeader('x-ratelimit-remaining')
    const reset = reply.getHeader('x-ratelimit-reset')
    reply.header('RateLimit-Policy', `"default";q=${limit};w=${windowSeconds}`)
    reply.header('RateLimit', `"default";r=${remaining ?? 0};t=${reset ?? windowSeconds}`)
    reply.removeHeader('x-ratelimit-limit')
    reply.removeHeader('x-ratelimit-remaining')
    reply.removeHeader('x-ratelimit-reset')
    return payload
  })
}
