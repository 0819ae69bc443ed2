import assert from 'node:assert/strict'
import { test } from 'node:test'
import { safeNext } from './safe-next.ts'

test('after sign-in the person returns to a console page, never to another site', () => {
  assert.equal(safeNext('/datasets/abc?compare=0,1'), '/datasets/abc?compare=0,1')
  for (const bad of [
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])
    assert.equal(safeNext(bad), '/review', String(bad))
})
