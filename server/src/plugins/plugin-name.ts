/** The name Fastify reads first when it names a plugin (fastify/lib/plugin-utils.js). */
const DISPLAY_NAME = Symbol.for('fastify.display-name')

/**
 * Gives a plugin the name Fastify would otherwise work out for itself. Without one, Fastify looks
 * for the function among the exports of every loaded CommonJS module (`require.cache`, some 800
 * modules here) twice per `register`: about a millisecond each, some 115 times per app, a large
 * part of starting every test app. Every plugin of ours is registered through this
 * (`plugin-name.test.ts` holds the source to it).
 */
export function named<T extends object>(plugin: T, name?: string): T {
  const p = plugin as T & { [DISPLAY_NAME]?: string; name?: string }
  p[DISPLAY_NAME] ??= name ?? (p.name || 'scope')
  return plugin
}
