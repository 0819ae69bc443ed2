import assert from 'node:assert/strict'
import { test } from 'node:test'
import { keyHeader } from '../testing/fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'

test('each key has its own budget; past it, 429 with Retry-After and RateLimit fields', async (t) => {
  const { app, org, other } = await buildTestApp(t, {
    env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' },
  })
  const first = await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })
  assert.equal(first.statusCode, 200)
  assert.equal(first.headers['ratelimit-policy'], '"default";q=3;w=60')
  assert.match(String(first.headers.ratelimit), /^"default";r=2;t=\d+$/)
  assert.equal(first.headers['x-ratelimit-limit'], undefined)
  await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })
  await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })
  const limited = await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })
  assert.equal(limited.statusCode, 429)
  assert.match(limited.json().detail, /Too many requests/)
  assert.ok(Number(limited.headers['retry-after']) > 0)
  const otherKey = await app.inject({ url: '/datasets/stats', headers: keyHeader(other.key) })
  assert.equal(otherKey.statusCode, 200, 'another key is not affected')
})

test('requests without a valid key are limited per client address', async (t) => {
  const { app } = await buildTestApp(t, { env: { RATE_LIMIT_ANON_MAX: '2' } })
  const codes = []
  for (let i = 0; i < 4; i++)
    codes.push((await app.inject({ url: '/datasets', headers: keyHeader('guess') })).statusCode)
  assert.deepEqual(codes, [401, 401, 429, 429])
})

test('health checks are never limited', async (t) => {
  const { app } = await buildTestApp(t, { env: { RATE_LIMIT_ANON_MAX: '1' } })
  for (let i = 0; i < 5; i++) assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200)
})

test('with REDIS_URL one key’s budget is shared by every app on the same Redis', {
  skip: process.env.HANGAR_TEST_REDIS ? false : 'no Redis at 127.0.0.1:6379',
}, async (t) => {
  const env = { RATE_LIMIT_MAX: '4', REDIS_URL: 'redis://127.0.0.1:6379' }
  const first = await buildTestApp(t, { env })
  // A second app over the same database and Redis: a second process, as far as limits go.
  const { buildApp } = await import('../app.ts')
  const { loadConfig } = await import('../config.ts')
  const second = await buildApp(
    loadConfig({
      DATA_DIR: first.dataDir,
      ...(first.app.config.databaseUrl ? { DATABASE_URL: first.app.config.databaseUrl } : {}),
      DEMO: '0',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  )
  t.after(() => second.close())
  const codes: number[] = []
  for (let i = 0; i < 6; i++) {
    const app = i % 2 ? second : first.app
    codes.push((await app.inject({ url: '/datasets/stats', headers: keyHeader(first.org.key) })).statusCode)
  }
  assert.deepEqual(codes, [200, 200, 200, 200, 429, 429])
})
