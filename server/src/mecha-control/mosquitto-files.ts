import { PROTOCOL_MAJOR, SERVICE_LEVEL } from '@hangar/robot-protocol'

/**
 * Mosquitto's password file from the stored digests (they are in its own `$7$` format), one
 * `username:digest` line per robot, plus the service's own line.
 */
export function mosquittoPasswordFile(entries: { username: string; password_hash: string }[]): string {
  return entries.map((e) => `${e.username}:${e.password_hash}\n`).join('')
}

/**
 * Mosquitto's ACL file: the service may use everything under the interface; each robot, whose
 * username is `<organization>/<mecha>`, only its own topics (`%u` is the username), and it reads
 * the service processes' heartbeats. Nothing else is allowed, so a robot can neither publish to
 * another mecha's topics nor read another organization's.
 */
export function mosquittoAclFile(interfaceName: string, serviceUsername: string): string {
  const own = `${interfaceName}/${PROTOCOL_MAJOR}/%u`
  return [
    '# Hangar: each robot may use only its own topics (docs/robots.md).',
    '# Written by `npm run hangar -- broker mosquitto-files`.',
    '',
    `user ${serviceUsername}`,
    `topic readwrite ${interfaceName}/#`,
    '',
    `pattern write ${own}/connection`,
    `pattern readwrite ${own}/state`,
    `pattern write ${own}/visualization`,
    `pattern write ${own}/events`,
    `pattern write ${own}/factsheet`,
    `pattern write ${own}/ack/+`,
    `pattern read ${own}/instantActions`,
    `pattern read ${own}/order`,
    `pattern read ${interfaceName}/${PROTOCOL_MAJOR}/${SERVICE_LEVEL}/+/heartbeat`,
    '',
  ].join('\n')
}
