import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { buildTestApp } from '../../testing/test-app.ts'

/** A built console as vite leaves it: index.html, hashed assets, files from public/. */
function builtConsole(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-console-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Hangar console</title><div id="root"></div>')
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("hangar")')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

describe('the console under /console/', () => {
  test('GET / and /console go to /console/', async (t) => {
    const { app } = await buildTestApp(t, { consoleDir: builtConsole(t) })
    for (const url of ['/', '/console']) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 302)
      assert.equal(res.headers.location, '/console/')
    }
  })

  test('every console page answers the app, uncached, with its security headers', async (t) => {
    const { app } = await buildTestApp(t, { consoleDir: builtConsole(t) })
    for (const url of [
      '/console/',
      '/console/review?status=pending&meta=a:b',
      '/console/datasets/123',
      '/console/x/y/z',
    ]) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.headers['content-type'] as string, /^text\/html/)
      assert.match(res.body, /Hangar console/)
      assert.equal(res.headers['cache-control'], 'no-cache')
      assert.match(res.headers['content-security-policy'] as string, /script-src 'self'; /)
      assert.match(res.headers['content-security-policy'] as string, /frame-ancestors 'none'/)
      assert.equal(res.headers['x-frame-options'], 'DENY')
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
    }
  })

  test('hashed assets are served for a year; a missing asset is a 404, not the app', async (t) => {
    const { app } = await buildTestApp(t, { consoleDir: builtConsole(t) })
    const js = await app.inject({ url: '/console/assets/index-abc123.js' })
    assert.equal(js.statusCode, 200)
    assert.match(js.headers['content-type'] as string, /javascript/)
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal((await app.inject({ url: '/console/favicon.svg' })).statusCode, 200)
    const missing = await app.inject({ url: '/console/assets/index-old999.js' })
    assert.equal(missing.statusCode, 404)
    assert.deepEqual(missing.json(), { detail: 'No such console asset' })
  })

  test('scripts come compressed as the browser asks, kept from one request to the next', async (t) => {
    const { app } = await buildTestApp(t, { consoleDir: builtConsole(t) })
    const url = '/console/assets/index-abc123.js'
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    assert.equal(br.statusCode, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.equal(br.headers.vary, 'accept-encoding')
    assert.match(br.headers['content-type'] as string, /^text\/javascript/)
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(br.headers['x-content-type-options'], 'nosniff')
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), 'console.log("hangar")')
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal(gunzipSync(gz.rawPayload).toString(), 'console.log("hangar")')
    const plain = await app.inject({ url })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, 'console.log("hangar")')
  })

  test('no path reaches outside the build', async (t) => {
    const { app } = await buildTestApp(t, { consoleDir: builtConsole(t) })
    for (const url of [
      '/console/../package.json',
      '/console/%2e%2e/%2e%2e/package.json',
      '/console/.env',
      '/console/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await app.inject({ url })
      assert.doesNotMatch(res.body, /"workspaces"|"dependencies"/, url)
      assert.ok([200, 404].includes(res.statusCode), `${url} → ${res.statusCode}`)
    }
  })

  test('API paths answer JSON exactly as before, without the console headers', async (t) => {
    const { app } = await buildTestApp(t, { consoleDir: builtConsole(t) })
    const list = await app.inject({ url: '/datasets' })
    assert.equal(list.statusCode, 401)
    assert.match(list.headers['content-type'] as string, /application\/json/)
    assert.equal(list.headers['content-security-policy'], undefined)
    const unknown = await app.inject({ url: '/no-such-route' })
    assert.equal(unknown.statusCode, 404)
    assert.ok(unknown.json().detail)
  })

  test('console files are not counted against the anonymous rate limit', async (t) => {
    const { app } = await buildTestApp(t, { consoleDir: builtConsole(t), env: { RATE_LIMIT_ANON_MAX: '2' } })
    for (let i = 0; i < 5; i++) {
      assert.equal((await app.inject({ url: '/console/review' })).statusCode, 200)
      assert.equal((await app.inject({ url: '/console/assets/index-abc123.js' })).statusCode, 200)
    }
  })

  test('an unbuilt console says how to build it', async (t) => {
    const { app } = await buildTestApp(t, { consoleDir: join(tmpdir(), 'hangar-no-console-here') })
    const res = await app.inject({ url: '/console/' })
    assert.equal(res.statusCode, 503)
    assert.match(res.json().detail, /npm install/)
  })
})
