import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Dataset } from '../datasets/dataset.schema.ts'
import type { CreateDatasetInput } from '../platform/admin.schema.ts'
import type { Streams } from '../streams/stream.schema.ts'
import { keyHeader } from './fixtures.ts'

/** Uploads bytes under a name ending as given (the reader is chosen by the extension). */
export async function uploadNamed(
  app: FastifyInstance,
  content: string | Buffer,
  name: string,
): Promise<string> {
  const path = `test/${randomUUID()}/${name}`
  await app.services.files.upload(path, Buffer.from(content), 1 << 30)
  return path
}

/** A dataset whose file is `content` named `name`, with its streams once they are read. */
export async function datasetWithFile(
  app: FastifyInstance,
  org: { id: string; key: string },
  content: string | Buffer,
  name: string,
  overrides: Partial<CreateDatasetInput> = {},
): Promise<{ dataset: Dataset; streams: Streams }> {
  const link = await uploadNamed(app, content, name)
  const dataset = await app.services.datasetAdmin.create({
    organization_id: org.id,
    data_type: 'telemetry',
    name,
    link,
    ...overrides,
  })
  return { dataset, streams: await settledStreams(app, org.key, dataset.id) }
}

/** GET /streams until it is no longer `indexing` (90 s at most: a shared machine may be slow). */
export async function settledStreams(app: FastifyInstance, key: string, id: string): Promise<Streams> {
  const until = Date.now() + 90_000
  for (;;) {
    const res = await app.inject({ url: `/datasets/${id}/streams`, headers: keyHeader(key) })
    assert.equal(res.statusCode, 200, res.body)
    const s = res.json() as Streams
    if (s.status !== 'indexing') return s
    if (Date.now() > until) assert.fail(`streams of ${id} still indexing`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
