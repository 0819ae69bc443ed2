import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { validateManifestFiles } from './validate-files.ts'

let dir: string
const valid = readFileSync(new URL('./corpus/valid/software-under-review.json', import.meta.url), 'utf8')

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hangar-manifests-'))
})
after(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, text)
  return path
}

async function run(paths: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = []
  const code = await validateManifestFiles(paths, (line) => lines.push(line))
  return { code, lines }
}

test('valid files report OK and exit 0', async () => {
  const a = await file('a.json', valid)
  const b = await file('b.json', `\uFEFF${valid}`)
  assert.deepEqual(await run([a, b]), { code: 0, lines: [`OK ${a}`, `OK ${b}`] })
})

test('an invalid manifest lists every pointer with its message and exits 1', async () => {
  const doc = JSON.parse(valid)
  doc.program = 'research'
  delete doc.records[0].review.limits
  const bad = await file('bad.json', JSON.stringify(doc))
  const good = await file('good.json', valid)
  assert.deepEqual(await run([bad, good]), {
    code: 1,
    lines: [
      `INVALID ${bad}: 2 errors`,
      '  /program: program must be one of professional-work, software, workflow',
      '  /records/0/review/limits: records/0/review is missing the required property "limits"',
      `OK ${good}`,
    ],
  })
})

test('a whole-document error is shown against (document)', async () => {
  const path = await file('array.json', '[]')
  assert.deepEqual(await run([path]), {
    code: 1,
    lines: [`INVALID ${path}: 1 error`, '  (document): the manifest must be an object'],
  })
})

test('a file that is not JSON is reported as such and exits 1', async () => {
  const path = await file('broken.json', '{"release_id": ')
  const { code, lines } = await run([path])
  assert.equal(code, 1)
  assert.equal(lines.length, 1)
  assert.match(lines[0]!, new RegExp(`^INVALID ${path.replaceAll('\\', '\\\\')}: not valid JSON \\(`))
})

test('an unreadable file is reported, the others still checked, and the exit code is 2', async () => {
  const missing = join(dir, 'missing.json')
  const broken = await file('broken2.json', 'nope')
  const good = await file('good2.json', valid)
  const { code, lines } = await run([missing, broken, good])
  assert.equal(code, 2)
  assert.equal(lines[0], `UNREADABLE ${missing}: ENOENT`)
  assert.match(lines[1]!, /^INVALID .*not valid JSON/)
  assert.equal(lines[2], `OK ${good}`)
  assert.equal((await run([dir])).lines[0], `UNREADABLE ${dir}: EISDIR`)
})

test('no files at all is a usage error', async () => {
  assert.deepEqual(await run([]), { code: 2, lines: ['no manifest files given'] })
})
