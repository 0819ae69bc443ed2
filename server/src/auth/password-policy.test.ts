import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { passwordProblem } from './password-policy.ts'

test('long, varied passwords pass, in any script', () => {
  for (const ok of [
    'correct horse battery staple',
    'ナノ秒 is a foot of wire',
    'x7#Kq9!mZ2@w',
    'analytical engine 1843',
    'the pipeline rejects clips that jitter at dusk, '.repeat(4),
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

test('common and breached passwords are refused, however long and however decorated (issue 21)', () => {
  for (const weak of [
    'Password123!',
    'P@ssw0rd2024',
    'p4ssw0rd1234',
    'Welcome2024!',
    'iloveyou1234',
    'qwertyuiop123',
    '1q2w3e4r5t6y',
    'trustno1trustno1',
    'monkey123456',
    'a'.repeat(195) + 'bcdef',
  ])
    assert.match(passwordProblem(weak) ?? 'passed', /too common or too easy to guess/, weak)
})

test("the person's own name and the service's name make a password weaker", () => {
  assert.equal(passwordProblem('lovelace1815!'), null, 'strong enough from a stranger')
  assert.match(passwordProblem('lovelace1815!', { name: 'Ada Lovelace' }) ?? 'passed', /too easy to guess/)
})

test('the passwords the service and its tests make pass', () => {
  // The demo owner's (seed/demo-start.ts: 96 random bits) and the people fixtures'.
  for (let i = 0; i < 50; i++)
    assert.equal(
      passwordProblem(randomBytes(12).toString('base64url'), {
        email: 'demo@hangar.local',
        name: 'Demo Owner',
      }),
      null,
    )
  for (let i = 0; i < 5; i++) assert.equal(passwordProblem(`correct horse ${randomUUID()}`), null)
})

test('length counts characters, not UTF-16 units', () => {
  assert.equal(passwordProblem('🙂🙃😉😊😍🤖🦾🦿🛰🚀🌍🌙'), null, '12 emoji are 12 characters')
})
