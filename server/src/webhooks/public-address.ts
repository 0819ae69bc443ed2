import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true: this machine,
 * private networks, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254),
 * carrier-grade NAT, multicast and the reserved ranges, and every IPv6 form that carries an IPv4
 * address the network may turn into that IPv4 address (docs/events.md#addresses-ssrf).
 */
const blocked = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  // Unspecified, loopback, and IPv4-compatible (`::a.b.c.d`, deprecated; URL parsing writes
  // `[::127.0.0.1]` as `[::7f00:1]`): the whole of ::/96, whatever IPv4 address it carries.
  ['::', 96],
  // SIIT's IPv4-translated addresses (`::ffff:0:a.b.c.d`, RFC 2765).
  ['::ffff:0:0:0', 96],
  // NAT64: the well-known prefix and the local-use one (RFC 8215), which reach any IPv4 address.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo and 6to4: tunnels to the IPv4 address they carry.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated by RFC 3879, still routed by some stacks).
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6')

/**
 * Whether an IP address is public: none of the ranges above. An IPv4-mapped IPv6 address
 * (`::ffff:a.b.c.d`, or `::ffff:7f00:1` as URLs write it) is checked as its IPv4 address: the
 * BlockList matches mapped addresses against its IPv4 ranges (node's documentation says so).
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !blocked.check(address, 'ipv4')
  if (family !== 6) return false
  return !blocked.check(address, 'ipv6')
}

/**
 * A name that resolves to no public address. The message, which the owner reads in the
 * delivery's attempts, does not name the addresses (that would answer what any name resolves to
 * inside the service's network); `addresses` carries them for the service's log.
 */
export class PrivateAddressError extends Error {
  override readonly name = 'PrivateAddressError'

  constructor(
    readonly hostname: string,
    readonly addresses: readonly string[],
  ) {
    super(`${hostname} resolves to a non-public address (WEBHOOK_ALLOW_PRIVATE_NETWORKS=true allows it)`)
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for node:http that resolves the name and hands the socket only addresses that
 * passed the check, so the connection goes to the address checked (no second resolution an
 * attacker's DNS could answer differently).
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback,
): void {
  dnsLookup(
    hostname,
    { all: true, family: options.family === 6 ? 6 : options.family === 4 ? 4 : 0 },
    (err, addresses) => {
      if (err) return callback(err, [])
      const allowed = addresses.filter((a) => isPublicAddress(a.address))
      if (allowed.length === 0)
        return callback(
          new PrivateAddressError(
            hostname,
            addresses.map((a) => a.address),
          ),
          [],
        )
      if (options.all) return callback(null, allowed)
      callback(null, allowed[0]!.address, allowed[0]!.family)
    },
  )
}
