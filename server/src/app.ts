import fastifyCookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildServices } from './build-services.ts'
import type { Caller } from './common/caller.ts'
import { type Clock, systemClock } from './common/clock.ts'
import type { Config } from './config.ts'
import type { Deps } from './deps.ts'
import { IdempotencyService } from './idempotency/idempotency.service.ts'
import type { Robots } from './mecha-backend/create-backend.ts'
import { MessageBudget } from './mecha-control/message-budget.ts'
import { WsConnections } from './mecha-control/ws-connections.ts'
import { MemoryTicketStore, RedisTicketStore, type TicketStore } from './mecha-control/ws-tickets.ts'
import { ServiceMetrics } from './metrics/service-metrics.ts'
import { installAuthentication, sessionCookieName } from './plugins/auth.ts'
import { installErrorHandler } from './plugins/error-handler.ts'
import { installHttpConventions } from './plugins/http-conventions.ts'
import { installIdempotency } from './plugins/idempotency.ts'
import { installJsonBodyParser } from './plugins/json-body.ts'
import { installMetrics } from './plugins/metrics.ts'
import { installOpenApi } from './plugins/openapi.ts'
import { named } from './plugins/plugin-name.ts'
import { installRateLimit } from './plugins/rate-limit.ts'
import { ResponseCache } from './plugins/response-cache.ts'
import { installSerializers } from './plugins/serialization.ts'
import { installTextInputCheck } from './plugins/text-input.ts'
import { installValidators } from './plugins/validation.ts'
import adminRoutes from './routes/admin/index.ts'
import authRoutes from './routes/auth/index.ts'
import consoleRoutes from './routes/console/console.route.ts'
import datasetRoutes from './routes/datasets/index.ts'
import eventRoutes from './routes/events/index.ts'
import filesRoute from './routes/files/files.route.ts'
import healthRoutes from './routes/health/health.route.ts'
import mechaRoutes from './routes/mecha/index.ts'
import orgRoutes from './routes/org/index.ts'
import releaseScope from './routes/releases/index.ts'
import schemaRoute from './routes/releases/schema.route.ts'
import reviewRoutes from './routes/review/index.ts'
import { serverOptions } from './server-options.ts'
import type { Services } from './services.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    deps: Deps
    services: Services
    mechaTickets: TicketStore
    /** Open WebSocket connections of this process, and the budget their messages count against. */
    mechaSockets: { connections: WsConnections; budget: MessageBudget }
    /**
     * Open event streams (`GET /events` as server-sent events): held to the same access rules as
     * the sockets, so a stream ends when the key or session it was opened with stops working.
     */
    eventStreams: WsConnections
    metrics: ServiceMetrics
    robots: Robots
    responseCache: ResponseCache
  }
}

export interface BuildOptions {
  /** Pins "now" for tests (statistics days, link expiry). */
  clock?: Clock
  /** The simulator's clock; tests pass a ManualClock and advance it. Default: wall clock × MECHA_TIME_SCALE. */
  mechaClock?: Clock
  /** The job worker starts when this process first enqueues (test apps: most never do). */
  workerOnFirstJob?: boolean
  /** The built console (default: console/dist of this checkout). */
  consoleDir?: string
  /** Runs before any route is registered, so its hooks reach every route (tests observe responses). */
  beforeRoutes?: (app: FastifyInstance) => void
}

/** Builds the whole service; never listens (main.ts does), so tests use `app.inject()`. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config)).withTypeProvider<TypeBoxTypeProvider>()
  opts.beforeRoutes?.(app)
  const clock = opts.clock ?? systemClock
  // Read on each scrape, once everything below exists.
  const metrics = new ServiceMetrics({
    openSockets: () => app.mechaSockets.connections.size,
    pool: () => built.pool?.(),
    logSyncs: () => built.logSyncs?.(),
    mechas: () => app.services.mechas.list(null),
    jobs: () => app.services.jobs.counts(),
  })
  const built = await buildServices(config, {
    log: app.log,
    clock,
    ...(opts.mechaClock ? { mechaClock: opts.mechaClock } : {}),
    workerOnFirstJob: opts.workerOnFirstJob,
    onPoolError: (err) => {
      metrics.dbErrors.inc({ kind: 'connection' })
      app.log.warn({ err }, 'database connection lost; the pool reconnects on demand')
    },
    onQuery: (e) => {
      metrics.dbQuerySeconds.observe(e.queryDurationMillis / 1000)
      if (e.level === 'error') metrics.dbErrors.inc({ kind: 'statement' })
    },
    onJobEnd: (kind, outcome, ms) => metrics.jobSeconds.observe({ kind, outcome }, ms / 1000),
    onJobTakeovers: (n) => metrics.jobTakeovers.inc(n),
    serving: true,
  })
  const { deps, services, robots, redis, blobRoot } = built
  const idempotency = new IdempotencyService(deps)
  // Long-polling requests answer before the server waits for open requests to end.
  app.addHook('preClose', async () => built.feed.stop())
  // Closing waits for connections to end, and one whose client went quiet mid-request (or that
  // Node does not count as idle) would hold it until CONNECTION_TIMEOUT_MS, 60 s: past the grace
  // every connection left is ended (docs/deployment.md#health-and-shutdown).
  let grace: NodeJS.Timeout | undefined
  app.addHook('preClose', async () => {
    grace = setTimeout(() => app.server.closeAllConnections(), config.timeouts.shutdownGraceMs).unref()
  })
  app.addHook('onClose', async () => clearTimeout(grace))
  // Each part closes after what was opened on it: onClose hooks run last-registered first.
  for (const close of built.closers) app.addHook('onClose', close)
  // Ended sessions are refused when presented; sweeping keeps the table small.
  const sweeper = setInterval(() => {
    void services.sessions.sweep().catch((err) => app.log.warn({ err }, 'could not sweep sessions'))
    // Events past EVENT_RETENTION_DAYS leave the feed (docs/events.md#retention).
    void services.events.sweep().catch((err) => app.log.warn({ err }, 'could not sweep events'))
    // Webhook deliveries and their attempts go at the same age (docs/events.md#webhooks).
    void services.webhooks.sweep().catch((err) => app.log.warn({ err }, 'could not sweep webhook deliveries'))
    // Idempotency keys past their 24 hours (docs/idempotency.md).
    void idempotency.sweep().catch((err) => app.log.warn({ err }, 'could not sweep idempotency keys'))
    // Ended jobs are kept as long as events (docs/jobs.md#seeing-the-work).
    void services.jobs
      .prune(config.eventRetentionDays)
      .then(async () => {
        // graphile-worker's rows of jobs failed for good: the record keeps their sentence.
        const url = config.databaseUrl
        if (url?.startsWith('postgres'))
          await (await import('./storage/graphile-schema.ts')).cleanGraphileWorker(url)
      })
      .catch((err) => app.log.warn({ err }, 'could not sweep ended jobs'))
  }, 3_600_000).unref()
  app.addHook('onClose', async () => clearInterval(sweeper))
  const tickets: TicketStore = redis ? new RedisTicketStore(redis) : new MemoryTicketStore()
  app.decorate('mechaTickets', tickets)
  const connections = new WsConnections({
    maxPerCaller: config.mechaWs.maxPerCaller,
    events: services.accessEvents,
    currentRole: (caller) => currentRole(services, caller),
    recheckMs: ACCESS_RECHECK_MS,
    log: app.log,
  })
  app.addHook('onClose', async () => connections.close())
  const eventStreams = new WsConnections({
    // Streams are capped by the feed (EventService.hold, with waiting long polls); here only access is watched.
    maxPerCaller: Number.POSITIVE_INFINITY,
    events: services.accessEvents,
    currentRole: (caller) => currentRole(services, caller),
    recheckMs: ACCESS_RECHECK_MS,
    log: app.log,
  })
  app.addHook('onClose', async () => eventStreams.close())
  app.decorate('eventStreams', eventStreams)
  app.decorate('mechaSockets', { connections, budget: new MessageBudget(config.mechaWs.messagesPerSecond) })
  app.decorate('metrics', metrics)
  app.decorate('robots', robots)
  app.decorate('config', config)
  app.decorate('deps', deps)
  app.decorate('services', services)
  app.decorate('responseCache', new ResponseCache(config.responseCacheBytes, clock))

  await installMetrics(app, metrics, config)
  installValidators(app)
  installSerializers(app)
  installJsonBodyParser(app)
  installErrorHandler(app)
  installTextInputCheck(app)
  await installHttpConventions(app, config)
  await installOpenApi(app, config.publicBaseUrl)
  await app.register(named(fastifyCookie))
  installAuthentication(app, {
    adminKey: config.adminApiKey,
    apiKeys: services.apiKeys,
    sessions: services.sessions,
    cookieName: sessionCookieName(config.publicBaseUrl),
    trustedOrigins: config.trustedOrigins,
  })
  installRateLimit(app, config, redis)
  installIdempotency(app, idempotency)
  await app.register(named(fastifyStatic), { root: blobRoot, serve: false })
  await app.register(named(fastifyWebsocket), {
    options: { maxPayload: 1 << 20 },
    // Clients hear "going away" (1001) when the service shuts down; their mechas stop (onClose).
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(1001, 'server shutting down')
      done()
    },
  })

  await app.register(named(healthRoutes))
  await app.register(named(authRoutes))
  await app.register(named(orgRoutes))
  await app.register(named(filesRoute))
  await app.register(named(datasetRoutes))
  await app.register(named(eventRoutes))
  await app.register(named(releaseScope))
  await app.register(named(reviewRoutes))
  await app.register(named(mechaRoutes))
  await app.register(named(schemaRoute))
  await app.register(named(consoleRoutes), { dir: opts.consoleDir })
  if (config.adminApiKey) await app.register(named(adminRoutes))
  return app
}

/**
 * How often open WebSocket connections are checked against the database, so that a key revoked
 * or a session ended through another process closes them within a second (docs/mecha-ws.md).
 */
const ACCESS_RECHECK_MS = 500

/**
 * The role the key or session a caller authenticated with holds now, or null when it no longer
 * works. An API key's rights are fixed (`api_key`): only its revocation changes them.
 */
async function currentRole(services: Services, caller: Caller): Promise<Caller['role'] | null> {
  if (caller.actor.kind === 'user') return services.sessions.currentRole(caller.actor.sessionId)
  return (await services.apiKeys.stillUnrevoked(caller.actor.keyId)) ? 'api_key' : null
}
