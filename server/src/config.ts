import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'

/**
 * Every environment variable the service reads, with its default. The README's
 * "Configuration" table documents the same list; `.env.example` shows it filled in.
 */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: 'localhost' }),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.Optional(Type.String()),
  SQLITE_SYNCHRONOUS: Type.Enum(['FULL', 'NORMAL', 'OFF'] as const, { default: 'FULL' }),
  SQLITE_BUSY_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 5000 }),
  ADMIN_API_KEY: Type.Optional(Type.String({ minLength: 32 })),
  PUBLIC_BASE_URL: Type.Optional(Type.String()),
  SIGNING_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  DEMO: Type.Enum(['0', '1'] as const, { default: '1' }),
  RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 1200 }),
  RATE_LIMIT_ANON_MAX: Type.Integer({ minimum: 1, default: 120 }),
  RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 60 }),
  RESPONSE_CACHE_MB: Type.Integer({ minimum: 0, maximum: 4096, default: 32 }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1_048_576 }),
  UPLOAD_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1_073_741_824 }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, {
    default: 'info',
  }),
  REDIS_URL: Type.Optional(Type.String()),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  MECHA_TIME_SCALE: Type.Number({ exclusiveMinimum: 0, maximum: 1000, default: 1 }),
  MECHA_TICK_MS: Type.Integer({ minimum: 10, maximum: 1000, default: 100 }),
  MECHA_WS_KEEPALIVE_MS: Type.Integer({ minimum: 200, maximum: 600_000, default: 10_000 }),
  MECHA_WS_MAX_PER_CALLER: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
  MECHA_WS_MESSAGES_PER_SECOND: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 50 }),
  MECHA_WS_MAX_BUFFER_BYTES: Type.Integer({ minimum: 65_536, maximum: 1_073_741_824, default: 4_194_304 }),
  SESSION_IDLE_MINUTES: Type.Integer({ minimum: 1, maximum: 43_200, default: 480 }),
  SESSION_MAX_AGE_HOURS: Type.Integer({ minimum: 1, maximum: 8760, default: 168 }),
  SIGN_IN_MAX_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 10 }),
  SIGN_IN_MAX_PER_ADDRESS: Type.Integer({ minimum: 1, default: 50 }),
  SIGN_IN_WINDOW_MINUTES: Type.Integer({ minimum: 1, maximum: 1440, default: 15 }),
  SIGN_IN_MAX_DELAY_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 60 }),
  EVENT_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
  JOB_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 0, maximum: 64 })),
  JOB_LEASE_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 30_000 }),
  INDEX_WORKERS: Type.Integer({ minimum: 1, maximum: 16, default: 2 }),
  EVENT_STREAMS_MAX_PER_CALLER: Type.Integer({ minimum: 1, maximum: 100_000, default: 20 }),
  EVENT_STREAMS_MAX_PER_ORGANIZATION: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 200 }),
  WEBHOOK_RETRY_SECONDS: Type.String({
    pattern: '^\\s*\\d+(\\.\\d+)?(\\s*,\\s*\\d+(\\.\\d+)?){0,19}\\s*$',
    default: '5,300,1800,7200,18000,36000,36000',
  }),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: Type.Enum(['true', 'false'] as const, { default: 'false' }),
  WEBHOOK_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 10_000 }),
  /** Keys (≥ 32 characters each) separated by commas: the first seals webhook secrets, every one opens them. */
  WEBHOOK_SECRETS_KEY: Type.Optional(
    Type.String({ pattern: '^\\s*[^,\\s]{32,}\\s*(,\\s*[^,\\s]{32,}\\s*){0,7}$' }),
  ),
  TRUSTED_ORIGINS: Type.Optional(Type.String()),
  CORS_ORIGINS: Type.Optional(Type.String()),
  TRUST_PROXY: Type.Optional(Type.String({ pattern: '^[\\w.:/,\\s]+$' })),
  CONNECTION_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 60_000 }),
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 10_000 }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 86_400_000, default: 300_000 }),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 72_000 }),
  SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 5_000 }),
  WORKERS: Type.Optional(Type.Integer({ minimum: 1, maximum: 256 })),
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  METRICS_HOST: Type.String({ default: '127.0.0.1' }),
  MQTT_URL: Type.Optional(Type.String({ pattern: '^(mqtts?|wss?|tcp)://' })),
  MQTT_USERNAME: Type.Optional(Type.String({ minLength: 1 })),
  MQTT_PASSWORD: Type.Optional(Type.String({ minLength: 1 })),
  MQTT_INTERFACE: Type.String({ pattern: '^[A-Za-z0-9_.-]+$', default: 'hangar' }),
  MQTT_COMMAND_TIMEOUT_MS: Type.Integer({ minimum: 50, maximum: 120_000, default: 3000 }),
  MQTT_HEARTBEAT_MS: Type.Integer({ minimum: 50, maximum: 60_000, default: 1000 }),
  MQTT_HEARTBEAT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 3000 }),
  MQTT_KEEPALIVE_SECONDS: Type.Integer({ minimum: 1, maximum: 600, default: 5 }),
  MQTT_LISTEN_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  MQTT_LISTEN_HOST: Type.Optional(Type.String()),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_REGION: Type.String({ pattern: '^[a-z0-9-]+$', default: 'us-east-1' }),
  S3_FORCE_PATH_STYLE: Type.Enum(['0', '1', 'true', 'false'] as const, { default: '0' }),
  UPLOAD_EXPIRY_HOURS: Type.Number({ exclusiveMinimum: 0, maximum: 8760, default: 24 }),
})
export type Env = Static<typeof EnvSchema>

export interface Config {
  port: number
  host: string
  /** Absolute path of the folder holding the SQLite file, blobs and generated secrets. */
  dataDir: string
  /** `postgres://…` selects PostgreSQL; unset means SQLite at `<dataDir>/hangar.db`. */
  databaseUrl: string | undefined
  /**
   * When SQLite waits for the disk (docs/deployment.md#sqlite-durability): FULL, the default, on
   * every commit, so an acknowledged decision survives a power cut.
   */
  sqliteSynchronous: 'FULL' | 'NORMAL' | 'OFF'
  /** How long a SQLite write waits for another process's write lock, off the event loop, before it answers 503. */
  sqliteBusyTimeoutMs: number
  /** Admin routes are registered only when set. */
  adminApiKey: string | undefined
  /** Origin used in signed links; defaults to `http://localhost:<port>`. */
  publicBaseUrl: string
  /** HMAC key for signed links; when unset it is generated once and kept in `<dataDir>/signing-secret`. */
  signingSecret: string | undefined
  /**
   * The keys that seal webhook secrets in the database, the sealing one first (docs/events.md#
   * secrets-at-rest); when unset one is generated once and kept in `<dataDir>/webhook-secrets-key`.
   */
  webhookSecretsKey: string | undefined
  demo: boolean
  rateLimit: { max: number; anonMax: number; windowSeconds: number }
  /** Memory for cached responses (docs/performance.md#cache), in bytes; 0 turns the cache off. */
  responseCacheBytes: number
  bodyLimit: number
  uploadLimit: number
  logLevel: string
  redisUrl: string | undefined
  /** PostgreSQL connections per process. */
  databasePoolSize: number
  /** PostgreSQL statement timeout; a slower query answers 503. */
  statementTimeoutMs: number
  /** Simulated seconds per real second (demo speed-up). */
  mechaTimeScale: number
  /** How often the simulator steps (100 ms = 10 Hz telemetry while moving). */
  mechaTickMs: number
  /** A WebSocket silent for this long is closed; if it held a control lease, its mecha stops. */
  mechaWsKeepaliveMs: number
  /** The real-time channel's limits (docs/mecha-ws.md#limits). */
  mechaWs: {
    /** Open WebSocket connections per API key, or per person, in each process (then 429). */
    maxPerCaller: number
    /** Messages per second per API key or person (a burst of twice that passes); then error 429. */
    messagesPerSecond: number
    /** Unsent data per connection; a client that stays over it is closed with 4008. */
    maxBufferBytes: number
  }
  /** Console sessions end after this much inactivity, and in any case at their absolute end. */
  sessions: { idleMinutes: number; maxAgeHours: number }
  /**
   * Failed sign-ins per email from one client address, and sign-in attempts per client address,
   * per window; the longest wait between attempts for one email from all addresses
   * (docs/console.md#sign-in).
   */
  signIn: { maxPerAccount: number; maxPerAddress: number; windowMinutes: number; maxDelaySeconds: number }
  /** Webhook deliveries (docs/events.md#webhooks). */
  webhooks: {
    /** Waits before each retry, in seconds: the delivery fails for good after the last. */
    retrySeconds: number[]
    /** Whether endpoints may be loopback, private, link-local or metadata addresses. */
    allowPrivateNetworks: boolean
    /** An attempt without a whole answer by then fails. */
    timeoutMs: number
  }
  /** Events older than this many days leave the changes feed (docs/events.md#retention). */
  eventRetentionDays: number
  /**
   * Jobs this process runs side by side (docs/jobs.md); 0: it runs none (a process that only
   * serves HTTP beside `npm run worker` processes). Default: the machine's cores.
   */
  jobConcurrency: number
  /**
   * A running job's lease, renewed every third of it: a process that dies holding a job loses it
   * to another this long after its last renewal (docs/jobs.md#leases).
   */
  jobLeaseMs: number
  /** Files read side by side in this process, each in a worker thread of its own (docs/streams.md#limits). */
  indexWorkers: number
  /**
   * Event streams, and long polls while they wait, held open per API key or person and per
   * organization in each process; one more answers 429 (docs/events.md#open-streams).
   */
  eventStreams: { perCaller: number; perOrganization: number }
  /**
   * Origins whose cookie-authenticated writes are accepted: the origin of `publicBaseUrl`, plus
   * TRUSTED_ORIGINS (comma-separated, e.g. a console dev server).
   */
  trustedOrigins: string[]
  /** Origins browsers may call the API from (CORS_ORIGINS, comma-separated); empty: same origin only. */
  corsOrigins: string[]
  /**
   * Which proxies' X-Forwarded-For is believed: false (default: none, the socket's address is
   * the client's), a hop count, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[]
  /** Socket, header, whole-request and keep-alive timeouts (slow clients; docs/deployment.md). */
  timeouts: {
    connectionMs: number
    headersMs: number
    requestMs: number
    keepAliveMs: number
    shutdownGraceMs: number
  }
  /** Set: /metrics is served on this port alone, without a key; unset: on the main port with the admin key. */
  metricsPort: number | undefined
  metricsHost: string
  /** Processes `npm run start:cluster` runs; default the CPU count. */
  workers: number
  /** Robots behind a message broker (docs/robots.md); null: the in-process simulator. */
  mqtt: MqttConfig | null
  /**
   * Files in an S3-compatible bucket (docs/deployment.md#object-storage); null: the local folder
   * `<dataDir>/blobs`. Credentials come from the standard AWS variables and chain.
   */
  s3: { bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean } | null
  /** Unfinished resumable uploads are removed this long after they were last written to. */
  uploadExpiryMs: number
}

/** The broker side of the robots. */
export interface MqttConfig {
  /** The broker the service connects to; with `listenPort`, the broker it hosts itself. */
  url: string
  /** The service's own broker credentials (generated per start when it hosts the broker). */
  username: string | undefined
  password: string | undefined
  /** First topic level: `<interface>/v1/<organization>/<mecha>/<topic>`. */
  interfaceName: string
  /** A command no robot acknowledges within this answers 504. */
  commandTimeoutMs: number
  /** How often each service process beats its heartbeat to the robots. */
  heartbeatMs: number
  /** Silence after which robots stop what a service process started. */
  heartbeatTimeoutMs: number
  keepaliveSeconds: number
  /** Set: the service hosts an MQTT broker (aedes) on this port for remote robots. */
  listenPort: number | undefined
  listenHost: string
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; everything else reads the typed `Config`. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const v = env[key]
    if (v !== undefined && v !== '') picked[key] = v
  }
  const withDefaults = Value.Default(EnvSchema, picked)
  const converted = Value.Convert(EnvSchema, withDefaults)
  if (!Value.Check(EnvSchema, converted)) {
    const problems = [...Value.Errors(EnvSchema, converted)].map(
      (e) => `${e.instancePath.replace(/^\//, '') || 'env'} ${e.message}`,
    )
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = converted as Env
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  if (e.MQTT_URL && e.MQTT_LISTEN_PORT !== undefined)
    throw new ConfigError(
      'Invalid configuration: set MQTT_URL (an external broker) or MQTT_LISTEN_PORT (the service hosts one), not both',
    )
  if (e.MQTT_HEARTBEAT_TIMEOUT_MS <= e.MQTT_HEARTBEAT_MS)
    throw new ConfigError(
      'Invalid configuration: MQTT_HEARTBEAT_TIMEOUT_MS must be longer than MQTT_HEARTBEAT_MS',
    )
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new ConfigError(
      'Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    )
  const listenHost = e.MQTT_LISTEN_HOST ?? e.HOST
  const mqtt: MqttConfig | null =
    e.MQTT_URL || e.MQTT_LISTEN_PORT !== undefined
      ? {
          url: e.MQTT_URL ?? `mqtt://127.0.0.1:${e.MQTT_LISTEN_PORT}`,
          username: e.MQTT_USERNAME,
          password: e.MQTT_PASSWORD,
          interfaceName: e.MQTT_INTERFACE,
          commandTimeoutMs: e.MQTT_COMMAND_TIMEOUT_MS,
          heartbeatMs: e.MQTT_HEARTBEAT_MS,
          heartbeatTimeoutMs: e.MQTT_HEARTBEAT_TIMEOUT_MS,
          keepaliveSeconds: e.MQTT_KEEPALIVE_SECONDS,
          listenPort: e.MQTT_LISTEN_PORT,
          listenHost,
        }
      : null
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    sqliteBusyTimeoutMs: e.SQLITE_BUSY_TIMEOUT_MS,
    adminApiKey: e.ADMIN_API_KEY,
    publicBaseUrl,
    signingSecret: e.SIGNING_SECRET,
    webhookSecretsKey: e.WEBHOOK_SECRETS_KEY,
    demo: e.DEMO === '1',
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      anonMax: e.RATE_LIMIT_ANON_MAX,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    bodyLimit: e.BODY_LIMIT_BYTES,
    uploadLimit: e.UPLOAD_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    mechaTimeScale: e.MECHA_TIME_SCALE,
    mechaTickMs: e.MECHA_TICK_MS,
    mechaWsKeepaliveMs: e.MECHA_WS_KEEPALIVE_MS,
    mechaWs: {
      maxPerCaller: e.MECHA_WS_MAX_PER_CALLER,
      messagesPerSecond: e.MECHA_WS_MESSAGES_PER_SECOND,
      maxBufferBytes: e.MECHA_WS_MAX_BUFFER_BYTES,
    },
    sessions: { idleMinutes: e.SESSION_IDLE_MINUTES, maxAgeHours: e.SESSION_MAX_AGE_HOURS },
    signIn: {
      maxPerAccount: e.SIGN_IN_MAX_PER_ACCOUNT,
      maxPerAddress: e.SIGN_IN_MAX_PER_ADDRESS,
      windowMinutes: e.SIGN_IN_WINDOW_MINUTES,
      maxDelaySeconds: e.SIGN_IN_MAX_DELAY_SECONDS,
    },
    eventRetentionDays: e.EVENT_RETENTION_DAYS,
    jobConcurrency: e.JOB_CONCURRENCY ?? availableParallelism(),
    jobLeaseMs: e.JOB_LEASE_MS,
    indexWorkers: e.INDEX_WORKERS,
    eventStreams: {
      perCaller: e.EVENT_STREAMS_MAX_PER_CALLER,
      perOrganization: e.EVENT_STREAMS_MAX_PER_ORGANIZATION,
    },
    webhooks: {
      retrySeconds: e.WEBHOOK_RETRY_SECONDS.split(',').map((n) => Number(n.trim())),
      allowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
    trustedOrigins: [publicBaseUrl, ...(e.TRUSTED_ORIGINS ?? '').split(',')].flatMap((o) => {
      const origin = originOf(o.trim())
      return origin ? [origin] : []
    }),
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').flatMap((o) => {
      const origin = originOf(o.trim())
      return origin ? [origin] : []
    }),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    timeouts: {
      connectionMs: e.CONNECTION_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    uploadExpiryMs: Math.round(e.UPLOAD_EXPIRY_HOURS * 3_600_000),
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    workers: e.WORKERS ?? availableParallelism(),
    mqtt,
  }
}

/** TRUST_PROXY: unset or 0 trusts nobody; `2` trusts two hops; `10.0.0.1,10.1.0.0/16` those addresses. */
function trustProxyOf(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? ''
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text)
  const list = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  return list.length ? list : false
}

/** `https://example.com:8443/path` → `https://example.com:8443`; undefined when not a URL. */
function originOf(url: string): string | undefined {
  if (!url) return undefined
  try {
    const o = new URL(url).origin
    return o === 'null' ? undefined : o
  } catch {
    throw new ConfigError(`Invalid configuration: ${url} is not an origin (PUBLIC_BASE_URL, TRUSTED_ORIGINS)`)
  }
}
