import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { createDataset, keyHeader } from '../../server/src/testing/fixtures.ts'
import { buildTestApp } from '../../server/src/testing/test-app.ts'

test("the README's pipeline accepts what passes its check and releases the accepted datasets", async (t) => {
  const { app, org } = await buildTestApp(t)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const long = await createDataset(app, org.id, {
    data_type: 'synthetic_pov',
    metadata: { duration_seconds: 5 },
  })
  const short = await createDataset(app, org.id, {
    data_type: 'synthetic_pov',
    metadata: { duration_seconds: 2 },
  })
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'review-pipeline.ts')],
    { env: { ...process.env, HANGAR_URL: url, HANGAR_API_KEY: org.key } },
  )
  assert.match(stdout, /2 pending synthetic_pov datasets/)
  assert.match(stdout, new RegExp(`accepted ${long.name}`))
  const status = async (id: string) =>
    (await app.inject({ url: `/datasets/dataset?id=${id}`, headers: keyHeader(org.key) })).json().status
  assert.equal(await status(long.id), 'accepted')
  assert.equal(await status(short.id), 'pending')
  const releases = (await app.inject({ url: '/releases', headers: keyHeader(org.key) })).json()
  assert.equal(releases.total, 1)
})
