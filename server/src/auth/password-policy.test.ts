import assert from 'node:assert/strict'
import { test } from 'node:test'
import { passwordProblem } from './password-policy.ts'

test('long, varied passwords pass, in any script', () => {
  for (const ok of [
    'correct horse battery staple',
    'ナノ秒 is a foot of wire',
    'x7#Kq9!mZ2@w',
    'a'.repeat(195) + 'bcdef',
  ])
    assert.equal(passwordProblem(ok), null, ok)
})

test('each problem has its own sentence', () => {
  const cases: [string, RegExp, { email?: string; name?: string }?][] = [
    ['short', /at least 12 characters/],
    ['🙂'.repeat(11), /at least 12 characters/],
    ['x'.repeat(201), /at most 200 characters/],
    ['tab\tinside the password', /control characters/],
    ['aaaaaaaaaaaaaaaa', /at least 5 different characters/],
    ['abababababababab', /at least 5 different characters/],
    ['Password1234', /too common/],
    ['123456789012', /too common/],
    ['abcdefghijklmnop', /too common/],
    ['9876543210987', /too common/],
    ['ada.lovelace-rocks', /email address/, { email: 'Ada.Lovelace@example.test' }],
    ['i am grace hopper!!', /your name/, { name: 'Grace Hopper' }],
  ]
  for (const [password, problem, context] of cases)
    assert.match(passwordProblem(password, context) ?? 'passed', problem, password)
})

test('length counts characters, not UTF-16 units', () => {
  assert.equal(passwordProblem('🙂🙃😉😊😍🤖🦾🦿🛰🚀🌍🌙'), null, '12 emoji are 12 characters')
})
