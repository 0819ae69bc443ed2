/**
 * Where one resumable upload's time goes: the service started under `node --cpu-prof`, one file
 * sent through tus (one PATCH), then the service stopped so it writes its profile. Open the
 * .cpuprofile in Chrome's DevTools (Performance) or read its summary printed here (self time by
 * function, top 25).
 *
 *   SIZE_MB=200 node --import tsx bench/files/profile-upload.ts   # profile in $PROFILE_DIR (/tmp/hangar-profile)
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { uploadResumable } from '../../cli/src/remote/tus-upload.ts'
import { freePort } from '../../server/src/testing/spawn-service.ts'

const MB = 1024 * 1024
const SIZE = Number(process.env.SIZE_MB ?? 200) * MB
const ADMIN = 'bench-files-admin-key-0123456789abcdef'
const profileDir = process.env.PROFILE_DIR ?? join(tmpdir(), 'hangar-profile')

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

function summary(file: string): string[] {
  const p = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[]
    samples: number[]
    timeDeltas: number[]
  }
  const self = new Map<number, number>()
  p.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0))
  })
  const byName = new Map<string, number>()
  let total = 0
  for (const n of p.nodes) {
    const us = self.get(n.id) ?? 0
    total += us
    const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/work\/main\//, '')
    const name = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`
    byName.set(name, (byName.get(name) ?? 0) + us)
  }
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(
      ([name, us]) =>
        `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    )
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-profile-upload-'))
  rmSync(profileDir, { recursive: true, force: true })
  mkdirSync(profileDir, { recursive: true })
  const source = join(dir, 'source.bin')
  const block = Buffer.alloc(MB)
  for (let i = 0; i < MB; i += 4) block.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i)
  const hash = createHash('sha256')
  const whole = Buffer.alloc(SIZE)
  for (let n = 0; n < SIZE; n += MB) block.copy(whole, n)
  hash.update(whole)
  writeFileSync(source, whole)
  const sha256 = hash.digest('hex')
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
      '--import',
      'tsx',
      join(import.meta.dirname, '..', '..', 'server', 'src', 'main.ts'),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        DEMO: '0',
        ADMIN_API_KEY: ADMIN,
        UPLOAD_LIMIT_BYTES: String(SIZE * 2),
        REQUEST_TIMEOUT_MS: '3600000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += d
      if (out.includes('Hangar is listening')) resolve()
    })
  })
  const base = `http://127.0.0.1:${port}`
  const t0 = performance.now()
  // One PATCH, as `hangar import --url` sends it (the CLI's own client).
  await uploadResumable(
    { url: base, adminKey: ADMIN, retries: 0 },
    { file: source, size: SIZE, sha256, path: 'bench/profile.bin' },
  )
  const seconds = (performance.now() - t0) / 1000
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
  const [profile] = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))
  process.stdout.write(
    `${SIZE / MB} MB in ${seconds.toFixed(2)} s (${(SIZE / MB / seconds).toFixed(0)} MB/s), load ${loadavg()[0]!.toFixed(1)}\n` +
      `profile: ${join(profileDir, profile!)}\nself time, top 25:\n${summary(join(profileDir, profile!)).join('\n')}\n`,
  )
  rmSync(dir, { recursive: true, force: true })
}

await main()
