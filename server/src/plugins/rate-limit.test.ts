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
