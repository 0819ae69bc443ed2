import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app.ts'
import { ManualClock } from '../../common/clock.ts'
import { loadConfig } from '../../config.ts'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { ADMIN_KEY, buildTestApp, type TestApp } from '../../testing/test-app.ts'

/**
 * The response cache never shows a stale decision (docs/performance.md#cache). A second app on
 * the same database stands for a second process: it shares nothing in memory with the first.
 * (`server/src/scale/two-processes.test.ts` checks the same with real processes.)
 */
describe('repeat reads from the response cache', () => {
  async function secondApp(first: TestApp, clock?: ManualClock): Promise<FastifyInstance> {
    const app = await buildApp(
      loadConfig({
        DATA_DIR: first.dataDir,
        ...(first.app.config.databaseUrl ? { DATABASE_URL: first.app.config.databaseUrl } : {}),
        DEMO: '0',
        ADMIN_API_KEY: ADMIN_KEY,
        LOG_LEVEL: 'silent',
        PUBLIC_BASE_URL: 'http://hangar.test',
        SIGNING_SECRET: first.app.config.signingSecret ?? 'x'.repeat(32),
      }),
      clock ? { clock } : {},
    )
    return app
  }
  const get = (app: FastifyInstance, key: string, url: string) => app.inject({ url, headers: keyHeader(key) })

  test('a repeat read is served from memory, byte for byte what a fresh read sends', async (t) => {
    // A clock that stands still: links signed in the same second are the same links.
    const { app, org } = await buildTestApp(t, { clock: new ManualClock(Date.UTC(2026, 5, 1, 12)) })
    const d = await createDataset(app, org.id)
    // Hangar's own write after creation (the preview it tried) changes what a read shows: done first.
    await app.services.previews.idle()
    for (const url of [
      `/datasets/dataset?id=${d.id}`,
      '/datasets/stats',
      '/datasets?status=pending&limit=10',
    ]) {
      const a = await get(app, org.key, url)
      const hitsBefore = app.responseCache.hits
      const b = await get(app, org.key, url)
      assert.equal(a.statusCode, 200)
      assert.equal(b.statusCode, 200)
      assert.equal(app.responseCache.hits, hitsBefore + 1, `${url}: the second read is a hit`)
      assert.equal(b.headers['content-type'], a.headers['content-type'])
      assert.equal(b.body, a.body)
    }
  })

  test('an accept in another process is visible on the very next read: dataset, statistics and list', async (t) => {
    const first = await buildTestApp(t)
    const { app, org } = first
    const other = await secondApp(first)
    t.after(() => other.close())
    const d = await createDataset(app, org.id)
    const dataset = `/datasets/dataset?id=${d.id}`
    const pending = '/datasets?status=pending&limit=10'
    for (let i = 0; i < 2; i++) {
      assert.equal((await get(app, org.key, dataset)).json().status, 'pending')
      assert.equal((await get(app, org.key, '/datasets/stats')).json().by_status.pending, 1)
      assert.equal((await get(app, org.key, pending)).json().total, 1)
    }
    const accepted = await other.inject({
      method: 'POST',
      url: `/datasets/${d.id}/accept`,
      headers: keyHeader(org.key),
    })
    assert.equal(accepted.statusCode, 200)
    assert.equal((await get(app, org.key, dataset)).json().status, 'accepted')
    const stats = (await get(app, org.key, '/datasets/stats')).json()
    assert.equal(stats.by_status.pending, 0)
    assert.equal(stats.by_status.accepted, 1)
    assert.equal((await get(app, org.key, pending)).json().total, 0)
  })

  test('a reject in this process is visible on the next read, with its reason', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const dataset = `/datasets/dataset?id=${d.id}`
    await get(app, org.key, dataset)
    await get(app, org.key, dataset)
    const rejected = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: keyHeader(org.key),
      payload: { reason: 'blurry' },
    })
    assert.equal(rejected.statusCode, 200)
    const after = (await get(app, org.key, dataset)).json()
    assert.equal(after.status, 'rejected')
    assert.equal(after.metadata.rejection_reason, 'blurry')
  })

  test('a key revoked in another process is refused on its next request, cached body or not', async (t) => {
    const first = await buildTestApp(t)
    const { app, org } = first
    const other = await secondApp(first)
    t.after(() => other.close())
    const d = await createDataset(app, org.id)
    const dataset = `/datasets/dataset?id=${d.id}`
    assert.equal((await get(app, org.key, dataset)).statusCode, 200)
    assert.equal((await get(app, org.key, dataset)).statusCode, 200)
    const revoked = await other.inject({
      method: 'DELETE',
      url: `/admin/api-keys/${org.keyId}`,
      headers: { 'service-admin-key': ADMIN_KEY },
    })
    assert.ok(revoked.statusCode < 300, `revoked: ${revoked.statusCode} ${revoked.body}`)
    for (const url of [dataset, '/datasets/stats'])
      assert.equal((await get(app, org.key, url)).statusCode, 401, url)
  })

  test('signed links in a cached body are signed again: never older than a fresh read, never expired', async (t) => {
    const clock = new ManualClock(Date.UTC(2026, 5, 1, 12, 0, 0, 100))
    const { app, org } = await buildTestApp(t, { clock })
    const d = await createDataset(app, org.id)
    const dataset = `/datasets/dataset?id=${d.id}`
    const expiresOf = (url: string) => Number(new URL(url).searchParams.get('expires'))
    const a = (await get(app, org.key, dataset)).json()
    clock.advance(500)
    const b = (await get(app, org.key, dataset)).json()
    assert.equal(b.signed_url, a.signed_url, 'the same second signs the same link')
    clock.advance(1000)
    const c = (await get(app, org.key, dataset)).json()
    assert.equal(
      expiresOf(c.signed_url),
      expiresOf(a.signed_url) + 1,
      'a second later, a link a second younger',
    )
    clock.advance(3_600_000)
    const late = (await get(app, org.key, dataset)).json()
    const link = new URL(late.signed_url)
    assert.equal(
      app.deps.signer.check(
        link.pathname.replace(/^\/files\//, ''),
        link.searchParams.get('expires') ?? '',
        link.searchParams.get('signature') ?? '',
      ),
      'valid',
      'an hour later the link served works',
    )
  })

  test('RESPONSE_CACHE_MB=0 turns the cache off and answers the same', async (t) => {
    const { app, org } = await buildTestApp(t, { env: { RESPONSE_CACHE_MB: '0' } })
    const d = await createDataset(app, org.id)
    for (let i = 0; i < 2; i++) {
      const res = await get(app, org.key, `/datasets/dataset?id=${d.id}`)
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().id, d.id)
    }
    assert.equal(app.responseCache.hits, 0)
    assert.equal(app.responseCache.size, 0)
  })

  test('an id of another organization is refused even after its owner’s read was cached', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const url = `/datasets/dataset?id=${d.id}`
    assert.equal((await get(app, org.key, url)).statusCode, 200)
    assert.equal((await get(app, org.key, url)).statusCode, 200)
    assert.equal((await get(app, other.key, url)).statusCode, 403)
  })
})
