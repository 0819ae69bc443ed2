#!/usr/bin/env node
// Starts the service once, the way `npm start` does (compiled) or did (tsx), waits until
// /healthz answers, prints its resident memory (every process of it summed) and stops it.
// `hyperfine` times it: bench/RESULTS.md#compiled-start. Usage:
//   node bench/startup/start-once.mjs compiled|tsx [main|cluster] [--rss]
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const [mode = 'compiled', entry = 'main'] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const root = join(import.meta.dirname, '..', '..')
const args =
  mode === 'tsx'
    ? ['--import', 'tsx', join(root, 'server/src', `${entry}.ts`)]
    : ['--conditions=hangar-compiled', join(root, 'server/dist', `${entry}.js`)]
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port
    s.close(() => resolve(p))
  })
})
const dataDir = mkdtempSync(join(tmpdir(), 'hangar-start-'))
const child = spawn(process.execPath, args, {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO: '0',
    LOG_LEVEL: 'warn',
    WORKERS: '2',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const started = Date.now()
for (;;) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
  } catch {}
  if (Date.now() - started > 120_000) {
    child.kill('SIGTERM')
    throw new Error('no answer in 120 s')
  }
  await new Promise((r) => setTimeout(r, 10))
}
if (process.argv.includes('--rss')) {
  await new Promise((r) => setTimeout(r, 2000))
  const pids = [child.pid, ...childrenOf(child.pid)]
  const kb = pids.map((p) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0),
  )
  process.stdout.write(
    `${mode} ${entry}: ready in ${Date.now() - started - 2000} ms; RSS ${kb.map((k) => Math.round(k / 1024)).join(' + ')} MB\n`,
  )
}
child.kill('SIGTERM')
await new Promise((r) => child.once('exit', r))
rmSync(dataDir, { recursive: true, force: true })

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}
