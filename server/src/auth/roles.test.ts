import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ForbiddenError } from '../common/errors.ts'
import { assertAllowed, can, NotAllowedError, type Right, ROLES } from './roles.ts'

test('the rights of each role, and of an API key (reviewer + operator, never owner)', () => {
  const table: Record<string, Right[]> = {}
  for (const who of [...ROLES, 'api_key'] as const)
    table[who] = (['review', 'release', 'operate', 'manage'] as const).filter((r) => can(who, r))
  assert.deepEqual(table, {
    owner: ['review', 'release', 'operate', 'manage'],
    reviewer: ['review', 'release'],
    operator: ['operate'],
    viewer: [],
    api_key: ['review', 'release', 'operate'],
  })
})

test('a refusal names the role, or says a key cannot, and is a ForbiddenError (403)', () => {
  assert.doesNotThrow(() => assertAllowed('reviewer', 'review', 'accept datasets'))
  assert.throws(
    () => assertAllowed('viewer', 'review', 'accept datasets'),
    (err: unknown) =>
      err instanceof NotAllowedError &&
      err instanceof ForbiddenError &&
      err.message === 'Your role (viewer) cannot accept datasets',
  )
  assert.throws(() => assertAllowed('api_key', 'manage', 'manage API keys'), {
    message: 'An API key cannot manage API keys; an owner does it signed in to the console',
  })
})
