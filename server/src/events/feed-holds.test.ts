import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Caller } from '../common/caller.ts'
import { FeedHolds, HELD_RETRY_AFTER_SECONDS } from './feed-holds.ts'

const key = (keyId: string, organizationId = 'org-a'): Caller => ({
  organizationId,
  role: 'api_key',
  actor: { kind: 'key', keyId, name: null },
})
const person = (userId: string, sessionId: string, organizationId = 'org-a'): Caller => ({
  organizationId,
  role: 'viewer',
  actor: { kind: 'user', userId, sessionId, name: 'P' },
})

describe('FeedHolds', () => {
  test('a caller holds at most its limit; a person counts across sessions; a release frees one place, once', () => {
    const holds = new FeedHolds({ perCaller: 2, perOrganization: 100 })
    const first = holds.take(key('k1'))
    holds.take(key('k1'))
    assert.throws(() => holds.take(key('k1')), {
      name: 'TooManyAttemptsError',
      message: /at most 2 per API key or person/,
      retryAfterSeconds: HELD_RETRY_AFTER_SECONDS,
    })
    holds.take(key('k2'))
    holds.take(person('u1', 's1'))
    holds.take(person('u1', 's2'))
    assert.throws(() => holds.take(person('u1', 's3')), { name: 'TooManyAttemptsError' })
    first()
    first()
    assert.equal(holds.size, 4, 'a second release gives nothing back twice')
    holds.take(key('k1'))
    assert.throws(() => holds.take(key('k1')), { name: 'TooManyAttemptsError' })
  })

  test('an organization holds at most its limit whoever its callers are; another organization is not counted', () => {
    const holds = new FeedHolds({ perCaller: 10, perOrganization: 3 })
    const releases = [holds.take(key('k1')), holds.take(key('k2')), holds.take(person('u1', 's1'))]
    assert.throws(() => holds.take(key('k3')), {
      name: 'TooManyAttemptsError',
      message: /at most 3 per organization/,
    })
    holds.take(key('k9', 'org-b'))
    releases[1]!()
    holds.take(key('k3'))
    for (const r of releases) r()
    assert.equal(holds.size, 2)
  })
})
