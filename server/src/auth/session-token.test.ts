import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CsrfTokens, digestToken, isWellFormedToken, newToken } from './session-token.ts'

test('tokens are 256 random bits in base64url; only their SHA-256 is stored', () => {
  const tokens = new Set(Array.from({ length: 1000 }, newToken))
  assert.equal(tokens.size, 1000)
  for (const t of tokens) assert.equal(isWellFormedToken(t), true)
  assert.match(digestToken('x'), /^[0-9a-f]{64}$/)
  for (const bad of ['', 'short', `${newToken()}=`, `${newToken()}x`, 'A'.repeat(42), `${'A'.repeat(42)}+`])
    assert.equal(isWellFormedToken(bad), false, bad)
})

test('a CSRF token fits one session under one secret, and nothing else', () => {
  const csrf = new CsrfTokens('a secret of at least thirty-two characters')
  const token = csrf.for('session-1')
  assert.equal(csrf.matches('session-1', token), true)
  assert.equal(csrf.matches('session-2', token), false)
  assert.equal(csrf.matches('session-1', `${token}x`), false)
  assert.equal(csrf.matches('session-1', ''), false)
  assert.equal(new CsrfTokens('another secret, also long enough!!').matches('session-1', token), false)
})
