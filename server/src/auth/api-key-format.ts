import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { crc32 } from 'node:zlib'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const RANDOM_LENGTH = 30 // 30 base62 characters ≈ 178 random bits (DESIGN §2 asks ≥ 128)
const CHECKSUM_LENGTH = 6 // CRC32 fits in 6 base62 characters

/** Typed prefixes, like GitHub's tokens: a scanner can tell what leaked. */
export const API_KEY_PREFIX = 'hgr_'
export const ADMIN_KEY_PREFIX = 'hga_'

function base62(n: number, width: number): string {
  let out = ''
  let v = n
  while (v > 0) {
    out = ALPHABET[v % 62] + out
    v = Math.floor(v / 62)
  }
  return out.padStart(width, '0')
}

function checksum(body: string): string {
  return base62(crc32(body), CHECKSUM_LENGTH)
}

/** A new key: prefix, 30 uniformly random base62 characters, 6-character CRC32 checksum. */
export function generateKey(prefix: string = API_KEY_PREFIX): string {
  let random = ''
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(62)]
  const body = prefix + random
  return body + checksum(body)
}

const shape = new RegExp(`^[a-z]{3}_[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`)

/** True when the string has a key's shape and its checksum matches: look-alikes fail without a lookup. */
export function isWellFormedKey(key: string): boolean {
  if (!shape.test(key)) return false
  const body = key.slice(0, key.length - CHECKSUM_LENGTH)
  return checksum(body) === key.slice(-CHECKSUM_LENGTH)
}

/** The only form in which a key is stored. */
export function digestKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** Constant-time comparison of two secrets of any length (compares their digests). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(digestKey(a), 'hex'), Buffer.from(digestKey(b), 'hex'))
}

/** What listings show of a key: its prefix and first random characters. */
export function displayPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 6)
}
