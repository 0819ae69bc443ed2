import assert from 'node:assert/strict'
import { execFile, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { before, describe, test } from 'node:test'
import { promisify } from 'node:util'
import { buildApp } from '@hangar/server/src/app.ts'
import { loadConfig } from '@hangar/server/src/config.ts'
import { createDataset } from '@hangar/server/src/testing/fixtures.ts'
import { buildTestApp } from '@hangar/server/src/testing/test-app.ts'
import { compiledCli } from './testing/compiled-cli.ts'

/** The installed command (`npx hangar`), which loads the sources through tsx. */
const launcher = join(import.meta.dirname, '..', 'bin', 'hangar.mjs')
/**
 * The same sources compiled once (testing/compiled-cli.ts): most cases run it, to start in a fifth
 * of the CPU time (about 0.25 s a command).
 */
let cli = ''
before(async () => {
  cli = await compiledCli()
})
const corpus = join(import.meta.dirname, '..', '..', 'server', 'src', 'releases', 'corpus')

function hangar(args: string[], env: Record<string, string> = {}, entry = cli) {
  const r = spawnSync(process.execPath, [entry, ...args], {
    // The commands' database lives for one test: commits need not wait for the disk.
    env: { ...process.env, LOG_LEVEL: 'silent', DEMO: '0', SQLITE_SYNCHRONOUS: 'OFF', ...env },
    encoding: 'utf8',
  })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

describe('hangar command line', () => {
  test('manifest validate: 0 when all are valid, 1 naming the pointers otherwise, 2 for an unreadable file', () => {
    const valid = readdirSync(join(corpus, 'valid')).map((f) => join(corpus, 'valid', f))
    const ok = hangar(['manifest', 'validate', ...valid], {}, launcher)
    assert.equal(ok.code, 0, ok.out + ok.err)
    assert.equal(ok.out.split('\n').filter((l) => l.startsWith('OK ')).length, valid.length)
    const invalid = readdirSync(join(corpus, 'invalid'))
      .filter((f) => f.endsWith('.json') && f !== 'cases.json')
      .map((f) => join(corpus, 'invalid', f))
    const bad = hangar(['manifest', 'validate', valid[0]!, invalid[0]!])
    assert.equal(bad.code, 1)
    assert.match(bad.out, /\/\S+: /, 'each problem names its JSON pointer')
    assert.equal(hangar(['manifest', 'validate', '/nonexistent/manifest.json']).code, 2)
  })

  test('org, key and import work on the service’s own database', (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-cli-'))
    t.after(() => rmSync(dataDir, { recursive: true, force: true }))
    const env = { DATA_DIR: dataDir }
    const org = JSON.parse(hangar(['org', 'create', 'CLI Robotics'], env).out)
    assert.equal(org.name, 'CLI Robotics')
    const key = JSON.parse(hangar(['key', 'create', org.id, '--name', 'ci'], env).out)
    assert.match(key.key, /^hgr_/)
    const folder = join(dataDir, 'incoming')
    mkdirSync(join(folder, 'day1'), { recursive: true })
    writeFileSync(join(folder, 'day1', 'run 1.jsonl'), '{"t":0}\n')
    writeFileSync(join(folder, 'run-2.jsonl'), '{"t":1}\n')
    const imported = hangar(['import', folder, '--org', org.id, '--type', 'episode'], env)
    assert.equal(imported.code, 0, imported.out + imported.err)
    assert.match(imported.out, /created 2 datasets from 2 files/)
    const again = hangar(['import', folder, '--org', org.id, '--type', 'nonsense'], env)
    assert.notEqual(again.code, 0)
    const revoked = hangar(['key', 'revoke', key.id], env)
    assert.equal(revoked.code, 0)
  })

  test('invite prints a one-time link for an organization; bad input fails with a reason', (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-cli-'))
    t.after(() => rmSync(dataDir, { recursive: true, force: true }))
    const env = { DATA_DIR: dataDir, PUBLIC_BASE_URL: 'https://hangar.example' }
    const org = JSON.parse(hangar(['org', 'create', 'Invite Robotics'], env).out)
    const invited = hangar(['invite', '--org', org.id, '--email', 'Owner@Example.test'], env)
    assert.equal(invited.code, 0, invited.err)
    const inv = JSON.parse(invited.out)
    assert.match(inv.url, /^https:\/\/hangar\.example\/console\/invitations\/[A-Za-z0-9_-]{43}$/)
    assert.ok(Date.parse(inv.expires_at) > Date.now() + 6 * 24 * 3600 * 1000)
    const bad = hangar(['invite', '--org', org.id, '--email', 'not an email'], env)
    assert.equal(bad.code, 1)
    assert.match(bad.err, /not an email address/)
    const role = hangar(['invite', '--org', org.id, '--email', 'x@example.test', '--role', 'admin'], env)
    assert.notEqual(role.code, 0)
    assert.match(role.err, /one of owner, reviewer, operator, viewer/)
    const noOrg = hangar(
      ['invite', '--org', '00000000-0000-4000-8000-000000000000', '--email', 'y@example.test'],
      env,
    )
    assert.equal(noOrg.code, 1)
    assert.match(noOrg.err, /Organization not found/)
  })

  test('user find, move and remove act on an address’s accounts in any organization', async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-cli-'))
    t.after(() => rmSync(dataDir, { recursive: true, force: true }))
    const env = { DATA_DIR: dataDir }
    const a = JSON.parse(hangar(['org', 'create', 'A Robotics'], env).out)
    const b = JSON.parse(hangar(['org', 'create', 'B Robotics'], env).out)
    // Someone accepts an invitation to A (the command line only prints links).
    const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent' }))
    try {
      const inv = await app.services.invitations.create(
        a.id,
        { email: 'ada@example.test', role: 'owner' },
        { kind: 'admin' },
      )
      await app.services.invitations.accept(
        inv.url.split('/').pop()!,
        { name: 'Ada', password: 'analytical engine 1843' },
        { ip: '127.0.0.1', userAgent: 'test' },
      )
    } finally {
      await app.close()
    }
    const found = hangar(['user', 'find', 'ADA@example.test'], env)
    assert.equal(found.code, 0, found.err)
    const [account] = JSON.parse(found.out).accounts
    assert.deepEqual(account.organization, { id: a.id, name: 'A Robotics' })

    const moved = hangar(['user', 'move', account.id, '--org', b.id, '--role', 'reviewer'], env)
    assert.equal(moved.code, 0, moved.err)
    assert.deepEqual([JSON.parse(moved.out).organization_id, JSON.parse(moved.out).role], [b.id, 'reviewer'])
    const badRole = hangar(['user', 'move', account.id, '--org', a.id, '--role', 'admin'], env)
    assert.notEqual(badRole.code, 0)
    assert.match(badRole.err, /one of owner, reviewer, operator, viewer/)

    assert.equal(hangar(['user', 'remove', account.id], env).code, 0)
    assert.deepEqual(JSON.parse(hangar(['user', 'find', 'ada@example.test'], env).out), { accounts: [] })
    const gone = hangar(['user', 'remove', account.id], env)
    assert.equal(gone.code, 1)
    assert.match(gone.err, /Account not found/)
  })

  test('release fetch downloads a manifest from a running service through the typed client', async (t) => {
    const { app, org, dataDir } = await buildTestApp(t)
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const dataset = await createDataset(app, org.id)
    await app.inject({
      method: 'POST',
      url: `/datasets/${dataset.id}/accept`,
      headers: { 'service-api-key': org.key },
    })
    const release = await app.inject({
      method: 'POST',
      url: '/releases',
      headers: { 'service-api-key': org.key },
      payload: { program: 'software', dataset_ids: [dataset.id] },
    })
    assert.equal(release.statusCode, 201, release.body)
    const file = join(dataDir, 'manifest.json')
    // The service runs in this process: the command line must not block it (execFile, not spawnSync).
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, [cli, 'release', 'fetch', ...args], {
        env: { ...process.env, LOG_LEVEL: 'silent' },
      })
    const { stdout } = await run([release.json().id, '--url', url, '--key', org.key, '--out', file])
    assert.match(stdout, /wrote /)
    assert.equal(JSON.parse(readFileSync(file, 'utf8')).records.length, 1)
    await assert.rejects(
      run(['00000000-0000-4000-8000-000000000000', '--url', url, '--key', org.key, '--out', file]),
      /404: /,
    )
  })
})
