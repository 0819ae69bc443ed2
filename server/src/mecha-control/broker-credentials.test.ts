import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { hashBrokerPassword, newBrokerPassword, verifyBrokerPassword } from './broker-credentials.ts'

test('a broker password is checked against its digest, and only its own', async () => {
  const password = newBrokerPassword()
  assert.match(password, /^hgm_[A-Za-z0-9_-]{43}$/)
  const digest = await hashBrokerPassword(password)
  assert.match(digest, /^\$7\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
  assert.equal(await verifyBrokerPassword(password, digest), true)
  assert.equal(await verifyBrokerPassword(`${password}x`, digest), false)
  assert.equal(await verifyBrokerPassword(password, 'plain-text'), false)
  assert.equal(
    await verifyBrokerPassword(password, '$7$99999999$AAAA$AAAA'),
    false,
    'absurd rounds are refused',
  )
})

test('the digest reads a password file written by mosquitto_passwd (the same format both ways)', {
  skip: !existsSync('/usr/bin/mosquitto_passwd') && 'no mosquitto_passwd',
}, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-pw-'))
  try {
    const file = join(dir, 'pw')
    execFileSync('mosquitto_passwd', ['-c', '-b', file, 'org/m1', 'hgm_secret'])
    const digest = readFileSync(file, 'utf8').trim().split(':')[1]!
    assert.equal(await verifyBrokerPassword('hgm_secret', digest), true)
    assert.equal(await verifyBrokerPassword('hgm_other', digest), false)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
