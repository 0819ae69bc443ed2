import assert from 'node:assert/strict'
import { test } from 'node:test'
import { browserTestsUnavailable, type Hangar, signedInMember, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false

/** A telemetry dataset of the demo organization made for this test (no demo dataset is taken). */
async function createDataset(hangar: Hangar, name: string): Promise<{ id: string }> {
  const path = `recall/${name}.bin`
  const put = await fetch(`${hangar.base}/admin/files/${path}`, {
    method: 'PUT',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/octet-stream' },
    body: new Uint8Array([4, 2, name.length]),
  })
  assert.equal(put.status, 201, await put.text())
  const res = await fetch(`${hangar.base}/admin/datasets`, {
    method: 'POST',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      organization_id: hangar.organizationId,
      data_type: 'telemetry',
      name,
      link: path,
    }),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return (await res.json()) as { id: string }
}

const post = (hangar: Hangar, path: string, body: unknown = {}) =>
  hangar.api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

test('a release whose dataset was reopened shows as recalled, naming the dataset and why', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const dataset = await createDataset(hangar, `recall-${Date.now()}`)
  assert.equal((await post(hangar, `/datasets/${dataset.id}/accept`)).status, 200)
  const release = await post(hangar, '/releases', { program: 'software', dataset_ids: [dataset.id] })
  assert.equal(release.status, 201)
  assert.equal(
    (await post(hangar, `/datasets/${dataset.id}/reopen`, { reason: 'gripper camera was off' })).status,
    200,
  )

  const { page } = await signedInMember(hangar, 'viewer', 'Rita Recall')
  await page.goto('/console/releases')
  const recalled = page.getByRole('list', { name: 'Recalled datasets' })
  await recalled.waitFor()
  await recalled.getByText(/gripper camera was off/).waitFor()
  const link = recalled.getByRole('link', { name: dataset.id.slice(0, 8) })
  assert.equal(await link.getAttribute('href'), `/console/datasets/${dataset.id}`)
  assert.ok((await page.getByText('recalled', { exact: true }).count()) >= 1)
})
