import assert from 'node:assert/strict'
import { test } from 'node:test'
import { keyDigest, openAnswer, sealAnswer } from './sealed-answer.ts'

test('an answer opens only with the key and scope it was sealed for', () => {
  const scope = { organizationId: 'o1', credential: 'key:k1', key: '8e03978e-40d5-43e8-bc93-6894a57f9324' }
  const answer = { headers: { 'content-type': 'application/json' }, body: '{"key":"hgr_secret"}' }
  const sealed = sealAnswer(scope, answer)
  assert.equal(sealed.includes('hgr_secret'), false)
  assert.equal(Buffer.from(sealed, 'base64').toString('latin1').includes('hgr_secret'), false)
  assert.deepEqual(openAnswer(scope, sealed), answer)
  assert.throws(() => openAnswer({ ...scope, key: 'another' }, sealed))
  assert.throws(() => openAnswer({ ...scope, credential: 'key:k2' }, sealed))
  assert.notEqual(sealAnswer(scope, answer), sealed, 'a fresh IV each time')
  assert.match(keyDigest(scope.key), /^[0-9a-f]{64}$/)
  assert.equal(keyDigest(scope.key).includes(scope.key), false)
})
