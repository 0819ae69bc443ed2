import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Dataset } from '../datasets/dataset.schema.ts'
import type { CreateDatasetInput, CreateIterationInput } from '../platform/admin.schema.ts'

/** Uploads a small file with the given content and returns its link. */
export async function uploadFile(
  app: FastifyInstance,
  content: string | Buffer = 'x',
  ext = 'bin',
): Promise<string> {
  const path = `test/${randomUUID()}.${ext}`
  await app.services.files.upload(path, Buffer.from(content), 1_000_000)
  return path
}

/** A dataset created through the platform service, pending by default. */
export async function createDataset(
  app: FastifyInstance,
  organizationId: string,
  overrides: Partial<CreateDatasetInput> = {},
): Promise<Dataset> {
  const dataType = overrides.data_type ?? 'episode'
  const synthetic = dataType.startsWith('synthetic')
  const link = overrides.link ?? (await uploadFile(app, `content of ${randomUUID()}`))
  return app.services.datasetAdmin.create({
    organization_id: organizationId,
    data_type: dataType,
    name: overrides.name ?? `dataset ${randomUUID().slice(0, 8)}`,
    link,
    ...(synthetic ? { prompt: 'a robot climbs stairs' } : {}),
    ...overrides,
  })
}

/** A new version of a synthetic dataset. */
export async function createIteration(
  app: FastifyInstance,
  datasetId: string,
  overrides: Partial<CreateIterationInput> = {},
): Promise<Dataset> {
  return app.services.datasetAdmin.createIteration(datasetId, {
    prompt: overrides.prompt ?? 'a robot climbs stairs, steadier',
    regeneration_reason: overrides.regeneration_reason ?? 'feet slide on the third step',
    link: overrides.link ?? (await uploadFile(app, `v ${randomUUID()}`, 'gif')),
    ...overrides,
  })
}

export const keyHeader = (key: string) => ({ 'service-api-key': key })
