import assert from 'node:assert/strict'
import { test } from 'node:test'
import { passwordProblem } from './password-policy.ts'

test('the console tells the password policy before sending', () => {
  assert.equal(passwordProblem('short'), 'At least 12 characters')
  assert.equal(passwordProblem(' '.repeat(12)), 'A password cannot be only spaces')
  assert.equal(passwordProblem('x'.repeat(201)), 'At most 200 characters')
  assert.equal(passwordProblem('correct horse battery staple'), null)
})
