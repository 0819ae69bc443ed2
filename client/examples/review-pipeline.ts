/**
 * A review pipeline through the typed client: list pending synthetic datasets, accept those whose
 * metadata passes a check, and build a release of what is accepted.
 *   HANGAR_URL=http://localhost:8080 HANGAR_API_KEY=hgr_… node --import tsx client/examples/review-pipeline.ts
 */
import { createHangarClient, must } from '@hangar/client'

const hangar = createHangarClient({
  baseUrl: process.env.HANGAR_URL ?? 'http://localhost:8080',
  apiKey: process.env.HANGAR_API_KEY,
})

const pending = await must(
  hangar.GET('/datasets', { params: { query: { status: 'pending', data_type: 'synthetic_pov' } } }),
)
console.log(`${pending.total} pending synthetic_pov datasets`)

for (const dataset of pending.datasets) {
  if (Number(dataset.metadata.duration_seconds) < 3) continue
  await must(hangar.POST('/datasets/{dataset_id}/accept', { params: { path: { dataset_id: dataset.id } } }))
  console.log(`accepted ${dataset.name}`)
}

const accepted = await must(hangar.GET('/datasets', { params: { query: { status: 'accepted', limit: 50 } } }))
const release = await must(
  hangar.POST('/releases', {
    body: { program: 'software', dataset_ids: accepted.datasets.map((d) => d.id) },
  }),
)
console.log(`release ${release.id} with ${accepted.datasets.length} datasets`)
