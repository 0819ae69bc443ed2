/**
 * Rebuilds the MCAP conformance corpus in this folder from a copy of foxglove/mcap's
 * `tests/conformance` (MIT): its `.mcap` files are Git LFS pointers, so they are generated again
 * by the corpus's own script (`scripts/generate-inputs.ts`, run with this workspace's @mcap/core,
 * @foxglove/crc and commander), and each file is kept only when its SHA-256 and size are the ones
 * its pointer names — byte for byte the published corpus.
 *
 * Usage: node --import tsx server/src/streams/readers/mcap-corpus/rebuild.ts <tests/conformance>
 * (a folder holding `scripts/` and `data/`, e.g. `git archive HEAD tests/conformance | tar -x`).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const workspace = resolve(here, '../../../../..')

/** The oid and size a Git LFS pointer names. */
function pointer(text: string): { sha256: string; size: number } | null {
  const sha256 = /^oid sha256:([0-9a-f]{64})$/m.exec(text)?.[1]
  const size = /^size (\d+)$/m.exec(text)?.[1]
  return sha256 && size ? { sha256, size: Number(size) } : null
}

function main(conformance: string) {
  const scripts = join(conformance, 'scripts', 'generate-inputs.ts')
  if (!existsSync(scripts)) throw new Error(`${scripts} is missing: give the path of tests/conformance.`)
  // The corpus's script imports its packages by name: resolve them from this workspace.
  const modules = join(conformance, 'node_modules')
  if (!existsSync(modules)) symlinkSync(join(workspace, 'node_modules'), modules)
  const out = mkdtempSync(join(tmpdir(), 'mcap-corpus-'))
  try {
    execFileSync(join(workspace, 'node_modules', '.bin', 'tsx'), [scripts, '--data-dir', out], {
      cwd: conformance,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    let kept = 0
    const differ: string[] = []
    for (const base of readdirSync(out)) {
      for (const name of readdirSync(join(out, base))) {
        const bytes = readFileSync(join(out, base, name))
        const published = join(conformance, 'data', base, name)
        const want = existsSync(published) ? pointer(readFileSync(published, 'utf8')) : null
        const sha256 = createHash('sha256').update(bytes).digest('hex')
        if (!want || want.sha256 !== sha256 || want.size !== bytes.length) {
          differ.push(`${base}/${name}`)
          continue
        }
        mkdirSync(join(here, base), { recursive: true })
        writeFileSync(join(here, base, name), bytes)
        kept++
      }
    }
    console.log(
      `${kept} files as published${differ.length ? `; ${differ.length} differ: ${differ.join(', ')}` : ''}`,
    )
    if (differ.length) process.exitCode = 1
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

const [conformance] = process.argv.slice(2)
if (!conformance) {
  console.error('Usage: rebuild.ts <path of foxglove/mcap tests/conformance>')
  process.exit(2)
}
main(resolve(conformance))
