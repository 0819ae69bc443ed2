import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true: this machine,
 * private networks, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254),
 * carrier-grade NAT, multicast and the reserved ranges (docs/events.md#ssrf).
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
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6')

/** Whether an IP address is public (none of the ranges above; IPv4-mapped IPv6 as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !blocked.check(address, 'ipv4')
  if (family !== 6) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return !blocked.check(mapped[1]!, 'ipv4')
  return !blocked.check(address, 'ipv6')
}

export class PrivateAddressError extends Error {
  override readonly name = 'PrivateAddressError'
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
            `${hostname} resolves to ${addresses.map((a) => a.address).join(', ')}: not a public address ` +
              '(WEBHOOK_ALLOW_PRIVATE_NETWORKS=true allows it)',
          ),
          [],
        )
      if (options.all) return callback(null, allowed)
      callback(null, allowed[0]!.address, allowed[0]!.family)
    },
  )
}
