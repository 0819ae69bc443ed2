import assert from 'node:assert/strict'
import { test } from 'node:test'
import { UrlSigner } from './url-signer.ts'

const secret = 'x'.repeat(40)

function parts(url: string) {
  const u = new URL(url)
  return {
    path: decodeURIComponent(u.pathname.replace(/^\/files\//, '')),
    expires: u.searchParams.get('expires') ?? undefined,
    signature: u.searchParams.get('signature') ?? undefined,
  }
}

test('a signed link is valid for 60 minutes and no longer', () => {
  let now = new Date('2026-11-25T10:00:00Z')
  const signer = new UrlSigner(secret, 'http://h', { now: () => now.getTime() })
  const p = parts(signer.sign('demo/a b.gif'))
  assert.equal(p.path, 'demo/a b.gif')
  assert.equal(Number(p.expires), Date.parse('2026-11-25T11:00:00Z') / 1000)
  assert.equal(signer.check(p.path, p.expires, p.signature), 'valid')
  now = new Date('2026-11-25T10:59:59Z')
  assert.equal(signer.check(p.path, p.expires, p.signature), 'valid')
  now = new Date('2026-11-25T11:00:01Z')
  assert.equal(signer.check(p.path, p.expires, p.signature), 'expired')
})

test('an edited path, expiry or signature is invalid', () => {
  const signer = new UrlSigner(secret, 'http://h')
  const p = parts(signer.sign('demo/a.gif'))
  assert.equal(signer.check('demo/b.gif', p.expires, p.signature), 'invalid')
  assert.equal(signer.check(p.path, String(Number(p.expires) + 3600), p.signature), 'invalid')
  const flipped = (p.signature![0] === 'a' ? 'b' : 'a') + p.signature!.slice(1)
  assert.equal(signer.check(p.path, p.expires, flipped), 'invalid')
  assert.equal(signer.check(p.path, undefined, p.signature), 'invalid')
  assert.equal(signer.check(p.path, p.expires, 'zz'), 'invalid')
  assert.equal(new UrlSigner('y'.repeat(40), 'http://h').check(p.path, p.expires, p.signature), 'invalid')
})
