import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import fastifyWebsocket from '@fastify/websocket'
import type { Clock as MechaClock } from '@hangar/mecha'
import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { type Clock, systemClock } from './common/clock.ts'
import type { Config } from './config.ts'
import { DatasetService } from './datasets/dataset.service.ts'
import { LocalBlobStore } from './files/local-blob-store.ts'
import { UrlSigner } from './files/url-signer.ts'
import { type Robots, startRobots } from './mecha-backend/create-backend.ts'
import { MechaService } from './mecha-control/mecha.service.ts'
import { MemoryTicketStore, RedisTicketStore, type TicketStore } from './mecha-control/ws-tickets.ts'
import { DatasetAdminService } from './platform/dataset-admin.service.ts'
import { FileService } from './platform/file.service.ts'
import { OrganizationService } from './platform/organization.service.ts'
import { installAuthentication } from './plugins/auth.ts'
import { installErrorHandler } from './plugins/error-handler.ts'
import { installJsonBodyParser } from './plugins/json-body.ts'
import { installOpenApi } from './plugins/openapi.ts'
import { installRateLimit } from './plugins/rate-limit.ts'
import { installValidators } from './plugins/validation.ts'
import { ReleaseService } from './releases/release.service.ts'
import adminRoutes from './routes/admin/index.ts'
import datasetRoutes from './routes/datasets/index.ts'
import filesRoute from './routes/files/files.route.ts'
import healthRoutes from './routes/health/health.route.ts'
import mechaRoutes from './routes/mecha/index.ts'
import releaseScope from './routes/releases/index.ts'
import schemaRoute from './routes/releases/schema.route.ts'
import { persistentSecret } from './secrets.ts'
import { serverOptions } from './server-options.ts'
import type { Deps } from './services.ts'
import { openDatabase } from './storage/database.ts'

export interface Services {
  datasets: DatasetService
  organizations: OrganizationService
  files: FileService
  datasetAdmin: DatasetAdminService
  releases: ReleaseService
  mechas: MechaService
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    deps: Deps
    services: Services
    mechaTickets: TicketStore
    robots: Robots
  }
}

export interface BuildOptions {
  /** Pins "now" for tests (statistics days, link expiry). */
  clock?: Clock
  /** The simulator's clock; tests pass a ManualClock and advance it. Default: wall clock × MECHA_TIME_SCALE. */
  mechaClock?: MechaClock
}

/** Builds the whole service; never listens (main.ts does), so tests use `app.inject()`. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config)).withTypeProvider<TypeBoxTypeProvider>()
  const clock = opts.clock ?? systemClock
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    onPoolError: (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects on demand'),
  })
  app.addHook('onClose', async () => database.close())

  const secret = config.signingSecret ?? persistentSecret(config.dataDir, 'signing-secret')
  const blobRoot = join(config.dataDir, 'blobs')
  mkdirSync(blobRoot, { recursive: true })
  const deps: Deps = {
    db: database.db,
    dialect: database.dialect,
    blobs: new LocalBlobStore(blobRoot),
    signer: new UrlSigner(secret, config.publicBaseUrl, clock),
    clock,
  }
  const files = new FileService(deps)
  const robots = await startRobots(config, {
    ...(opts.mechaClock ? { mechaClock: opts.mechaClock } : {}),
    log: app.log,
    db: database.db,
  })
  // Mechas under real-time control stop when the service goes away.
  app.addHook('onClose', async () => robots.close())
  const services: Services = {
    datasets: new DatasetService(deps),
    organizations: new OrganizationService(deps),
    files,
    datasetAdmin: new DatasetAdminService(deps, files),
    releases: new ReleaseService(deps),
    mechas: new MechaService(deps, robots.backend, { issueBrokerCredentials: robots.brokered }),
  }
  await services.mechas.load()
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())))
  const tickets: TicketStore = redis ? new RedisTicketStore(redis) : new MemoryTicketStore()
  app.decorate('mechaTickets', tickets)
  app.decorate('robots', robots)
  app.decorate('config', config)
  app.decorate('deps', deps)
  app.decorate('services', services)

  installValidators(app)
  installJsonBodyParser(app)
  installErrorHandler(app)
  await installOpenApi(app, config.publicBaseUrl)
  installAuthentication(app, deps.db, config.adminApiKey)
  await installRateLimit(app, config, redis)
  await app.register(fastifyStatic, { root: deps.blobs.root, serve: false })
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 1 << 20 },
    // Clients hear "going away" (1001) when the service shuts down; their mechas stop (onClose).
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(1001, 'server shutting down')
      done()
    },
  })

  await app.register(healthRoutes)
  await app.register(filesRoute)
  await app.register(datasetRoutes)
  await app.register(releaseScope)
  await app.register(mechaRoutes)
  await app.register(schemaRoute)
  if (config.adminApiKey) await app.register(adminRoutes)
  return app
}

/** Short timeouts: a slow Redis must not hold requests (rate limits fail open). */
function connectRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableAutoPipelining: true })
}
