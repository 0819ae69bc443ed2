import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { InjectOptions } from 'fastify'
import { keyHeader } from '../testing/fixtures.ts'
import { addPerson, ORIGIN } from '../testing/people-fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../testing/test-app.ts'

// Issue 21: answers that carry secrets must not be kept by browsers or proxies. The service
// answers `Cache-Control: no-store` unless a route sets its own policy
// (docs/decisions.md#http-conventions), so a route added later is covered without remembering.

const admin = { 'service-admin-key': ADMIN_KEY }
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
const SOME_ID = '00000000-0000-4000-8000-000000000000'

interface Document {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>
}

function fill(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'path' ? 'uploads/x.bin' : name === 'model' ? 'quadruped' : name === 'token' ? 'x' : SOME_ID,
  )
}

function assertNoStore(res: { statusCode: number; headers: Record<string, unknown> }, what: string) {
  assert.equal(
    res.headers['cache-control'],
    'no-store',
    `${what} answered ${res.statusCode} without no-store`,
  )
}

describe('Cache-Control', () => {
  test('every operation of the served document answers no-store, whoever asks', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    await app.ready()
    const doc = app.swagger() as unknown as Document
    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['an API key', keyHeader(org.key)],
      ['the admin key', admin],
      ['a signed-in owner', owner.session.write],
    ]
    let operations = 0
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        if (!item[method]) continue
        operations++
        // Ending the owner's session would leave the operations after it unauthenticated.
        const ends = /sign-out|revoke-others|\/auth\/sessions\/\{id\}|\/password$/.test(path)
        for (const [who, headers] of callers) {
          if (ends && who === 'a signed-in owner') continue
          const body = method === 'get' || method === 'delete' ? {} : { payload: {} }
          const res = await app.inject({
            method: method.toUpperCase() as 'GET',
            url: fill(path),
            headers,
            ...body,
          })
          assertNoStore(res, `${method.toUpperCase()} ${path} (${who})`)
        }
      }
    }
    assert.ok(operations > 50, `${operations} operations`)
  })

  test('the answers that carry secrets send no-store on success', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const write = owner.session.write
    const ok = async (what: string, status: number, req: InjectOptions): Promise<Record<string, unknown>> => {
      const res = await app.inject(req)
      assert.equal(res.statusCode, status, `${what}: ${res.body}`)
      assertNoStore(res, what)
      return res.json()
    }

    const signedIn = await ok('sign-in (session cookie, CSRF token)', 200, {
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: owner.email, password: owner.password },
    })
    assert.equal(typeof signedIn.csrf_token, 'string')
    await ok("/auth/me (the session's CSRF token)", 200, { url: '/auth/me', headers: owner.session.read })
    await ok('the sessions', 200, { url: '/auth/sessions', headers: owner.session.read })
    const key = await ok('a new API key', 201, {
      method: 'POST',
      url: '/org/api-keys',
      headers: write,
      payload: { name: 'ci' },
    })
    assert.match(String(key.key), /^hgr_/)
    const invitation = await ok('an invitation URL', 201, {
      method: 'POST',
      url: '/org/invitations',
      headers: write,
      payload: { email: 'new-reviewer@example.test', role: 'reviewer' },
    })
    const token = String(invitation.url).split('/').pop()
    await ok('the invitation preview', 200, { url: `/auth/invitations/${token}` })
    await ok('the accepted invitation (session cookie, CSRF token)', 201, {
      method: 'POST',
      url: `/auth/invitations/${token}/accept`,
      headers: { origin: ORIGIN },
      payload: { name: 'New Reviewer', password: 'a long enough passphrase' },
    })
    const created = await ok("a new organization's key", 201, {
      method: 'POST',
      url: '/admin/organizations',
      headers: admin,
      payload: { name: 'Other Robotics' },
    })
    await ok('an owner invitation URL', 201, {
      method: 'POST',
      url: `/admin/organizations/${created.id}/invitations`,
      headers: admin,
      payload: { email: 'first-owner@example.test', role: 'owner' },
    })
    await ok('a key issued by the platform', 201, {
      method: 'POST',
      url: `/admin/organizations/${created.id}/api-keys`,
      headers: admin,
      payload: { name: 'ci' },
    })
    await ok('a WebSocket ticket', 200, {
      method: 'POST',
      url: '/mecha/ws/ticket',
      headers: keyHeader(org.key),
    })
    await ok('a new mecha (and its broker credentials, when brokered)', 201, {
      method: 'POST',
      url: '/admin/mechas',
      headers: admin,
      payload: { organization_id: org.id, model: 'quadruped', name: 'Q9' },
    })
  })
})
