import assert from 'node:assert/strict'
import { test } from 'node:test'
import { browserTestsUnavailable, PASSWORD, signedInMember, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false

test('an owner cancels an invitation, signs a member out everywhere, removes another, then signs out their own other browser', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const owner = await signedInMember(hangar, 'owner', 'Olga Owner')
  const member = await signedInMember(hangar, 'reviewer', 'Remy Reviewer')
  const laptopLost = await signedInMember(hangar, 'operator', 'Otto Operator')
  await hangar.invite('ivy@example.com', 'viewer')
  // The owner is signed in in a second browser too.
  const elsewhere = await hangar.newContext()
  const signIn = await elsewhere.request.post(`${hangar.base}/auth/sign-in`, {
    data: { email: owner.email, password: PASSWORD },
  })
  assert.equal(signIn.status(), 200)

  const { page } = owner
  await page.goto('/console/members')
  await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Remove Remy Reviewer' }).waitFor()
  assert.equal(await page.getByRole('button', { name: 'Remove Olga Owner' }).count(), 0, 'not oneself')

  await page.getByRole('button', { name: 'Cancel the invitation of ivy@example.com' }).click()
  await page.getByRole('cell', { name: 'ivy@example.com', exact: true }).waitFor({ state: 'detached' })

  // A lost laptop: every session of Otto ends, Otto stays a member.
  await page.getByRole('button', { name: 'Sign out Otto Operator everywhere' }).click()
  await page.getByText('Otto Operator: 1 session ended').waitFor()
  assert.equal((await laptopLost.context.request.get(`${hangar.base}/auth/me`)).status(), 401, 'signed out')
  await page.getByRole('row', { name: /Otto Operator/ }).waitFor()

  await page.getByRole('button', { name: 'Remove Remy Reviewer' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove this member?' })
  await confirm.getByRole('button', { name: 'Remove member' }).click()
  await confirm.waitFor({ state: 'detached' })
  await page.getByRole('row', { name: /Remy Reviewer/ }).waitFor({ state: 'detached' })
  assert.equal((await member.context.request.get(`${hangar.base}/auth/me`)).status(), 401, 'removed')

  await page.goto('/console/sessions')
  await page.getByRole('heading', { name: 'Your sessions', level: 1 }).waitFor()
  // One row per session; only the other browser's has a button (this one's says "This browser").
  const signOut = page.getByRole('button', { name: /^Sign out .*, signed in / })
  await signOut.waitFor()
  assert.equal(await signOut.count(), 1)
  await signOut.click()
  await signOut.waitFor({ state: 'detached' })
  assert.equal((await elsewhere.request.get(`${hangar.base}/auth/me`)).status(), 401, 'signed out')
  assert.equal((await page.context().request.get(`${hangar.base}/auth/me`)).status(), 200, 'still in here')
})
