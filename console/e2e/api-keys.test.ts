import assert from 'node:assert/strict'
import { test } from 'node:test'
import { browserTestsUnavailable, screenshot, signedInMember, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false

test('an owner creates a key, a program uses it, the owner revokes it and the program is refused', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page } = await signedInMember(hangar, 'owner', 'Olga Owner')
  await page.getByRole('link', { name: 'API keys' }).click()
  await page.getByRole('heading', { name: 'API keys' }).waitFor()

  // An empty name is refused in words before anything is sent.
  await page.getByRole('button', { name: 'Create key' }).click()
  await page.getByText('Give the key a name').waitFor()

  await page.getByRole('textbox', { name: 'New key name' }).fill('nightly import')
  await page.getByRole('button', { name: 'Create key' }).click()
  const shown = page.getByRole('dialog', { name: 'Key “nightly import” created' })
  await shown.waitFor()
  const key = ((await shown.getByText(/^hgr_/).textContent()) ?? '').trim()
  assert.match(key, /^hgr_\w+$/)
  await shown.getByText(`curl -H 'Service-Api-Key: ${key}' ${hangar.base}/datasets`).waitFor()
  await shown.getByRole('button', { name: 'Copy api key' }).waitFor()
  await screenshot(page, 'api-key-created')
  await shown.getByRole('button', { name: 'I have copied it' }).click()

  const withKey = await hangar.api('/datasets?limit=1', { key })
  assert.equal(withKey.status, 200, 'the new key works at once')

  // The list shows it (name and prefix, never the key); revoking asks first.
  const row = page.getByRole('row', { name: /nightly import/ })
  await row.waitFor()
  assert.doesNotMatch((await row.textContent()) ?? '', new RegExp(key))
  await row.getByRole('button', { name: 'Revoke nightly import' }).click()
  const confirm = page.getByRole('dialog', { name: 'Revoke this key?' })
  await confirm.getByRole('button', { name: 'Revoke key' }).click()
  await confirm.waitFor({ state: 'detached' })
  await row.getByText(/Revoked/).waitFor()
  await screenshot(page, 'api-keys')

  const after = await hangar.api('/datasets?limit=1', { key })
  assert.equal(after.status, 401, 'a revoked key is refused on its next request')
})
