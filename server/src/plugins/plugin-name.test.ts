import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'node:test'
import Fastify, { type FastifyInstance } from 'fastify'
import { named } from './plugin-name.ts'

const SRC = join(import.meta.dirname, '..')
/**
 * Receivers of a `.register(` call that are not Fastify: the fleet, the mecha backends, tsx, a
 * FinalizationRegistry (`leftBehind`, the export's held pictures).
 */
const NOT_FASTIFY = /\b(backend|mechas|fleet|#fleet|tsx|m|leftBehind)\.register\(/

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) sources(p, out)
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !p.includes('/testing/')) out.push(p)
  }
  return out
}

test('every plugin the service registers is named, so Fastify never searches every loaded module for it', () => {
  const unnamed: string[] = []
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/[\w#]+\.register\((?!\s*named\()/g)) {
      if (NOT_FASTIFY.test(m[0])) continue
      const line = text.slice(0, m.index).split('\n').length
      unnamed.push(`${relative(SRC, file)}:${line}: ${text.split('\n')[line - 1]?.trim()}`)
    }
  }
  assert.deepEqual(unnamed, [], 'register each plugin as app.register(named(plugin))')
})

test('a named plugin is known by its function name, or the one given, or the name it already had', async () => {
  const seen: string[] = []
  const app = Fastify()
  async function statsRoute(instance: FastifyInstance) {
    seen.push(instance.pluginName)
  }
  await app.register(named(statsRoute))
  await app.register(
    named(async (instance: FastifyInstance) => {
      seen.push(instance.pluginName)
    }, 'signed-in'),
  )
  const preset = Object.assign(
    async (instance: FastifyInstance) => {
      seen.push(instance.pluginName)
    },
    { [Symbol.for('fastify.display-name')]: 'from-fastify-plugin' },
  )
  await app.register(named(preset))
  await app.ready()
  assert.deepEqual(seen, ['statsRoute', 'signed-in', 'from-fastify-plugin'])
  await app.close()
})
