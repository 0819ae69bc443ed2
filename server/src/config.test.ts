import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ConfigError, loadConfig } from './config.ts'
import { banner, withDemoAdminKey } from './seed/demo-start.ts'

test('ADMIN_API_KEY must be at least 32 characters', () => {
  assert.throws(() => loadConfig({ ADMIN_API_KEY: 'a'.repeat(16) }), ConfigError)
  assert.throws(() => loadConfig({ ADMIN_API_KEY: 'a'.repeat(31) }), /ADMIN_API_KEY/)
  assert.equal(loadConfig({ ADMIN_API_KEY: 'a'.repeat(32) }).adminApiKey, 'a'.repeat(32))
})

test('TRUST_PROXY is off by default, a hop count, or a list of addresses and ranges', () => {
  assert.equal(loadConfig({}).trustProxy, false)
  assert.equal(loadConfig({ TRUST_PROXY: '0' }).trustProxy, false)
  assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2)
  assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy, [
    '10.0.0.1',
    '10.1.0.0/16',
    '::1',
  ])
  assert.throws(() => loadConfig({ TRUST_PROXY: 'true; drop' }), /TRUST_PROXY/)
})

test('the start banner says when demo data is on, and how to turn it off', () => {
  const on = banner(loadConfig({ DEMO: '1' }), 'http://127.0.0.1:8080', null)
  assert.match(on, /Demo data:\s+ON\b/)
  assert.match(on, /DEMO=0/)
  assert.doesNotMatch(banner(loadConfig({ DEMO: '0' }), 'http://127.0.0.1:8080', null), /Demo data/)
})

test('the start banner shows an admin key only when the demo generated it', () => {
  const operatorKey = 'operator-chosen-admin-key-0123456789'
  const set = withDemoAdminKey(loadConfig({ ADMIN_API_KEY: operatorKey, DEMO: '1' }))
  assert.equal(set.generatedAdminKey, undefined)
  const text = banner(set.config, 'http://127.0.0.1:8080', null, set.generatedAdminKey)
  assert.doesNotMatch(text, /Admin key/)
  assert.ok(!text.includes(operatorKey))
  assert.match(banner(set.config, 'http://x', null, 'hga_generated'), /Admin key:\s+hga_generated/)
})
