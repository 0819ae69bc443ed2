import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A secret kept in a file of the data folder: read if present, otherwise generated once (mode 600).
 * Processes that start together (start:cluster's workers) all keep the first one written: the
 * new secret is written whole under a name of its own and linked into place, which fails when
 * another process's is there already — then that one is read. A lost race must not leave two
 * processes with two secrets: links one signed would fail in the other, and webhook secrets one
 * sealed (`webhook-secrets-key`) would be lost with the key overwritten.
 */
export function persistentSecret(
  dataDir: string,
  name: string,
  make: () => string = () => randomBytes(32).toString('hex'),
): string {
  const file = join(dataDir, name)
  const existing = readSecret(file)
  if (existing) return existing
  mkdirSync(dataDir, { recursive: true })
  const secret = make()
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`
  writeFileSync(temp, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(temp, file)
    return secret
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    const first = readSecret(file)
    if (first) return first
    // An empty file (left by a start that stopped half-way): replaced.
    renameSync(temp, file)
    return secret
  } finally {
    try {
      unlinkSync(temp)
    } catch {
      // renamed into place
    }
  }
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined
  } catch {
    return undefined // not there yet
  }
}
