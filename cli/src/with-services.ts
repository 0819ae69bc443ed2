import type { DomainServices } from '@hangar/server/src/build-services.ts'
import type { Config } from '@hangar/server/src/config.ts'
import type { FastifyBaseLogger } from 'fastify'

/** Runs a command's work against the service's own database and file store. */
export type WithServices = <T>(fn: (s: DomainServices) => Promise<T>) => Promise<T>

/**
 * Opens the database, the file store and the domain services the service itself would open
 * (the same environment variables), runs `fn` and closes them. No HTTP: Fastify, the routes and
 * their schemas are never loaded. The service's modules load here, when a command first needs
 * them, so a command that needs none (manifest validate, release fetch, events tail) starts
 * without them.
 * @param overrides settings that differ from the environment's (storage copy reads the local files)
 */
export async function withServices<T>(
  fn: (s: DomainServices) => Promise<T>,
  overrides: Partial<Config> = {},
): Promise<T> {
  const [{ loadConfig }, { buildServices }] = await Promise.all([
    import('@hangar/server/src/config.ts'),
    import('@hangar/server/src/build-services.ts'),
  ])
  // The database and the services, not the robots: a command line has no business on the broker.
  const built = await buildServices({ ...loadConfig(), mqtt: null, ...overrides }, { log: silent })
  try {
    return await fn(built)
  } finally {
    await built.close()
  }
}

const quiet = () => {}
/** The commands say what they did themselves; the services' warnings were never shown either. */
const silent: FastifyBaseLogger = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silent,
}
