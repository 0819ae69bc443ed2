import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/** PBKDF2 rounds of a new digest. The passwords are 256 random bits, so the rounds guard little; Mosquitto's own default is 101. */
const ITERATIONS = 1000

/** A mecha's broker login as the platform issues it (the password is shown once). */
export interface BrokerCredentials {
  username: string
  password: string
}

/** The username of a mecha: its organization and its id, which the agent reads its topics from. */
export function brokerUsername(organizationId: string, mechaId: string): string {
  return `${organizationId}/${mechaId}`
}

/** A fresh password: 256 random bits, URL-safe, prefixed so scanners recognise a leaked one. */
export function newBrokerPassword(): string {
  return `hgm_${randomBytes(32).toString('base64url')}`
}

/**
 * The digest in Mosquitto's password-file format (`$7$<iterations>$<salt>$<hash>`, PBKDF2-SHA512),
 * so a `mosquitto_passwd`-compatible file can be written from the database, and the embedded
 * broker checks the same digest.
 */
export async function hashBrokerPassword(password: string): Promise<string> {
  const salt = randomBytes(12)
  const hash = await pbkdf2Async(password, salt, ITERATIONS, 64, 'sha512')
  return `$7$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`
}

/** Checks a password against a `$7$` digest, in constant time; false for any other format. */
export async function verifyBrokerPassword(password: string, digest: string): Promise<boolean> {
  const [, kind, iterations, salt, hash] = digest.split('$')
  const rounds = Number(iterations)
  if (kind !== '7' || !salt || !hash || !(Number.isInteger(rounds) && rounds > 0 && rounds <= 1_000_000))
    return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await pbkdf2Async(password, Buffer.from(salt, 'base64'), rounds, expected.length, 'sha512')
  return expected.length > 0 && timingSafeEqual(actual, expected)
}
