import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './public-address.ts'

describe('public addresses (docs/events.md#addresses-ssrf)', () => {
  test('IPv6 forms that carry an IPv4 address, and site-local, are not public', () => {
    for (const a of [
      // IPv4-compatible (::/96), as written and as URL parsing writes it
      '::127.0.0.1',
      '::7f00:1',
      '::8.8.8.8',
      '::a00:1',
      // IPv4-mapped (::ffff:0:0/96) of a private address, dotted and in hex
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '0:0:0:0:0:ffff:10.0.0.1',
      // SIIT, IPv4-translated (::ffff:0:0:0/96)
      '::ffff:0:127.0.0.1',
      '::ffff:0:7f00:1',
      '::ffff:0:808:808',
      // NAT64: the well-known prefix and the local-use one (64:ff9b:1::/48)
      '64:ff9b::7f00:1',
      '64:ff9b::8.8.8.8',
      '64:ff9b:1::a00:1',
      '64:ff9b:1:ffff::1',
      // 6to4 (2002::/16), whatever IPv4 address it carries
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::',
      '2002:808:808::1',
      // Teredo (2001::/32)
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      // site-local (fec0::/10, deprecated but still routed by some stacks)
      'fec0::1',
      'feff:ffff::1',
    ])
      assert.equal(isPublicAddress(a), false, a)
  })

  test('the ranges refused before stay refused', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      'not an address',
    ])
      assert.equal(isPublicAddress(a), false, a)
  })

  test('public addresses pass, IPv4 and IPv6, next to the ranges refused', () => {
    for (const a of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
      '2a00:1450:4001:80b::200e',
      // just outside the ranges: 2001:200:: is not Teredo, 2003::/16 not 6to4, 64:ff9b:2:: not NAT64
      '2001:200::1',
      '2003::1',
      '64:ff9b:2::1',
      '2400:cb00::1',
    ])
      assert.equal(isPublicAddress(a), true, a)
  })

  test('a name that resolves only to private addresses: the error says so without naming them; the addresses go with the error for the log', async () => {
    const err = await new Promise<unknown>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (e) => resolve(e)),
    )
    assert.ok(err instanceof PrivateAddressError)
    assert.equal(
      err.message,
      'localhost resolves to a non-public address (WEBHOOK_ALLOW_PRIVATE_NETWORKS=true allows it)',
    )
    assert.ok(err.addresses.length > 0)
    for (const a of err.addresses) assert.equal(isPublicAddress(a), false, a)
  })
})
