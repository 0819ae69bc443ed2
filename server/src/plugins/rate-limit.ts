import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { Redis } from 'ioredis'
import { TooManyAttemptsError } from '../common/errors.ts'
import type { Config } from '../config.ts'
import { MemoryWindows, RedisWindows, type WindowCount } from './rate-limit-windows.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: the route is never limited (health checks, the console's files, the OpenAPI
     * document); `{ max }`: the route has budgets of its own, of that size (file downloads).
     */
    rateLimit?: false | { max: number }
  }
}

/**
 * Per-key and per-person limits (per client address for requests without a valid key or session), in memory or in Redis
 * (REDIS_URL), with `Retry-After` on 429
 * and the IETF RateLimit fields in the httpapi draft-11 shape:
 *   RateLimit-Policy: "default";q=1200;w=60     RateLimit: "default";r=1187;t=42
 *
 * One `onRequest` hook per limited route, after authentication (which names the caller). In
 * memory it is synchronous (no promise, no extra tick) and writes the final headers itself; it
 * replaced @fastify/rate-limit plus an `onSend` hook that renamed its headers on every response
 * (7–12% of a get-by-id, issue 13), with the same windows: fixed, starting at a key's first
 * request, the same Redis script and key names.
 */
export function installRateLimit(app: FastifyInstance, config: Config, redis?: Redis): void {
  const { max, anonMax, windowSeconds } = config.rateLimit
  const windowMs = windowSeconds * 1000
  const policy = (limit: number) => `"default";q=${limit};w=${windowSeconds}`

  /**
   * The hook for one set of budgets: a key's, or a person's across all their sessions; otherwise
   * the address's. `routeMax` gives a route its own budgets, all of that size (file downloads).
   */
  const limiter = (prefix: string, routeMax?: number): onRequestHookHandler => {
    const policies = { key: policy(routeMax ?? max), anon: policy(routeMax ?? anonMax) }
    const budgetOf = (req: FastifyRequest) => {
      const a = req.caller?.actor
      if (!a) return { key: `ip:${req.ip}`, max: routeMax ?? anonMax, policy: policies.anon }
      return {
        key: a.kind === 'key' ? `key:${a.keyId}` : `user:${a.userId}`,
        max: routeMax ?? max,
        policy: policies.key,
      }
    }
    /** The headers of every limited response; an error past the budget (429). */
    const apply = (reply: FastifyReply, budget: ReturnType<typeof budgetOf>, count: WindowCount) => {
      const resetSeconds = Math.ceil(count.ttlMs / 1000)
      reply.header('RateLimit-Policy', budget.policy)
      reply.header('RateLimit', `"default";r=${Math.max(0, budget.max - count.current)};t=${resetSeconds}`)
      if (count.current <= budget.max) return undefined
      return new TooManyAttemptsError(`Too many requests; retry in ${resetSeconds} s`, resetSeconds)
    }
    if (redis) {
      // One key's budget is shared by every process. If Redis is unreachable requests pass
      // unlimited rather than fail: availability first (docs/deployment.md).
      const windows = new RedisWindows(redis, windowMs, prefix)
      return async (req, reply) => {
        if (req.isAdmin) return
        const budget = budgetOf(req)
        const count = await windows.hit(budget.key).catch((): WindowCount => ({ current: 0, ttlMs: 0 }))
        const refused = apply(reply, budget, count)
        if (refused) throw refused
      }
    }
    const windows = new MemoryWindows(windowMs)
    return (req, reply, done) => {
      if (req.isAdmin) return done()
      const budget = budgetOf(req)
      done(apply(reply, budget, windows.hit(budget.key)))
    }
  }

  const global = limiter('hangar:rl:')
  // Every route declared from here on is limited unless its config says `rateLimit: false`.
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit
    if (own === false) return
    const hook = own ? limiter(`hangar:rl:${route.url}:`, own.max) : global
    const hooks = route.onRequest
    route.onRequest = hooks === undefined ? [hook] : Array.isArray(hooks) ? [...hooks, hook] : [hooks, hook]
  })
}
