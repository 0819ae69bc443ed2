import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ManifestChecker } from './manifest-checker.ts'

test('checkers of several services in one process share a worker: one closing does not fail another’s checks', async () => {
  const first = new ManifestChecker()
  const second = new ManifestChecker()
  const inFlight = Promise.all([first.check('{"records": []}'), second.check('not json'), second.check('[]')])
  await first.close()
  const [a, b, c] = await inFlight
  assert.equal(a.kind, 'checked')
  assert.equal(b.kind, 'not-json')
  assert.equal(c.kind, 'checked')
  assert.equal(c.kind === 'checked' && c.result.valid, false, 'an array is no manifest')
  // The closed checker's service is gone; a new one checks on the same worker.
  assert.equal((await new ManifestChecker().check('{}')).kind, 'checked')
})
