import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import { test } from 'node:test'
import { freePort } from '../../server/src/testing/spawn-service.ts'
import {
  browserTestsUnavailable,
  csrfToken,
  datasets,
  PASSWORD,
  signedInMember,
  startHangar,
} from './harness.ts'

const skip = browserTestsUnavailable() ?? false
const NEW_PASSWORD = 'a fresh passphrase for the review desk 8812'

test('a cross-site form post with the session cookie is refused', { skip }, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page, context } = await signedInMember(hangar, 'reviewer', 'Rita Reviewer')
  const [target] = await datasets(hangar, 'status=pending&limit=1')
  assert.ok(target)

  // Another site (another origin) whose page posts a form to the service when opened.
  const port = await freePort()
  const evil = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html')
    res.end(
      `<form id="f" method="POST" action="${hangar.base}/datasets/${target.id}/accept"></form>` +
        '<script>document.getElementById("f").submit()</script>',
    )
  })
  await new Promise<void>((resolve) => evil.listen(port, '127.0.0.1', resolve))
  t.after(() => evil.close())
  const answer = page.waitForResponse((r) => r.url().endsWith(`/datasets/${target.id}/accept`))
  await page.goto(`http://127.0.0.1:${port}/`)
  const response = await answer
  assert.equal(response.status(), 403)
  assert.match(await response.text(), /Cross-site request refused/)
  const after = (await (await hangar.api(`/datasets/dataset?id=${target.id}`)).json()) as { status: string }
  assert.equal(after.status, 'pending', 'nothing was decided')

  // A request from the right origin but without the CSRF token is refused too.
  const noToken = await context.request.post(`${hangar.base}/datasets/${target.id}/accept`, {
    headers: { origin: hangar.base },
  })
  assert.equal(noToken.status(), 403)
})

test('signing out ends the session on the server, not only in the browser', { skip }, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page, context } = await signedInMember(hangar, 'reviewer', 'Sam Signout')
  await csrfToken(context, hangar.base)
  const cookies = await context.cookies()
  const session = cookies.find((c) => c.name.endsWith('hangar_session'))
  assert.ok(session, 'the session cookie is set')
  assert.equal(session.httpOnly, true)
  assert.equal(session.sameSite, 'Lax')

  await page.getByRole('button', { name: /Sam Signout: account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.getByRole('heading', { name: 'Sign in' }).waitFor()

  // The old cookie, replayed from elsewhere, no longer opens anything.
  const replay = await fetch(`${hangar.base}/auth/me`, {
    headers: { cookie: `${session.name}=${session.value}` },
  })
  assert.equal(replay.status, 401)
  await page.goto('/console/review')
  await page.getByRole('heading', { name: 'Sign in' }).waitFor()
})

test('a person changes their password from the account menu; their other browser is signed out', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page, email } = await signedInMember(hangar, 'viewer', 'Pat Passwordchange')
  // The same person, signed in from a second browser.
  const elsewhere = await hangar.newContext()
  const signIn = await elsewhere.request.post(`${hangar.base}/auth/sign-in`, {
    data: { email, password: PASSWORD },
  })
  assert.equal(signIn.status(), 200)
  assert.equal((await elsewhere.request.get(`${hangar.base}/auth/me`)).status(), 200)

  await page.getByRole('button', { name: /Pat Passwordchange: account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Change password' }).click()
  await page.getByRole('heading', { name: 'Change password' }).waitFor()
  await page.getByRole('textbox', { name: 'Current password' }).fill('not the password')
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await page.getByRole('alert').filter({ hasText: 'The current password is incorrect' }).waitFor()

  await page.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await page.getByText('1 other session ended').waitFor()
  assert.equal((await elsewhere.request.get(`${hangar.base}/auth/me`)).status(), 401)
  // This browser goes on.
  await page.goto('/console/review')
  await page.getByRole('heading', { name: 'Review queue' }).waitFor()
})
