import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A secret kept in a file of the data folder: read if present, otherwise generated once (mode 600). */
export function persistentSecret(
  dataDir: string,
  name: string,
  make: () => string = () => randomBytes(32).toString('hex'),
): string {
  const file = join(dataDir, name)
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing) return existing
  } catch {
    // not there yet
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = make()
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'w' })
  return secret
}
