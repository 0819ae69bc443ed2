import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { pathToFileURL } from 'node:url'
import { persistentSecret } from './secrets.ts'

describe('secrets kept in the data folder', () => {
  test('generated once (mode 600), then read', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'hangar-secrets-'))
    t.after(() => rmSync(dir, { recursive: true, force: true }))
    const first = persistentSecret(dir, 'k')
    assert.match(first, /^[0-9a-f]{64}$/)
    assert.equal(persistentSecret(dir, 'k'), first)
    assert.equal(statSync(join(dir, 'k')).mode & 0o777, 0o600)
    writeFileSync(join(dir, 'set'), 'chosen\n')
    assert.equal(persistentSecret(dir, 'set'), 'chosen')
  })

  test('processes starting together (start:cluster without the variable set) all get the same one', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'hangar-secrets-'))
    t.after(() => rmSync(dir, { recursive: true, force: true }))
    // Each starts at the same instant and takes a while to make its secret, so that all of them
    // find none and make one: what may happen to workers forked together, at any speed.
    const at = Date.now() + 3000
    const module = pathToFileURL(join(import.meta.dirname, 'secrets.ts')).href
    const script = `import { randomBytes } from 'node:crypto'
      import { persistentSecret } from ${JSON.stringify(module)}
      while (Date.now() < ${at});
      const slowly = () => {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300)
        return randomBytes(32).toString('hex')
      }
      process.stdout.write(persistentSecret(${JSON.stringify(dir)}, 'webhook-secrets-key', slowly))`
    const run = () =>
      new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], (err, out) =>
          err ? reject(err) : resolve(out),
        ),
      )
    const got = await Promise.all(Array.from({ length: 6 }, run))
    const kept = readFileSync(join(dir, 'webhook-secrets-key'), 'utf8').trim()
    assert.deepEqual(got, Array(6).fill(kept))
  })
})
