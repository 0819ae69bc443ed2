import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import {
  GENERATED_END,
  GENERATED_START,
  SECTION_END,
  SECTION_START,
  updateMechaSection,
} from './mecha-markdown.ts'

const generated = (text: string) => `${GENERATED_START}\n${text}\n${GENERATED_END}`

function tempFile(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-mecha-results-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'RESULTS.md')
}

test('appends the section after everything else when the file has none', (t) => {
  const file = tempFile(t)
  writeFileSync(file, '# Benchmark results\n\ndatasets and their analysis\n')
  updateMechaSection(file, generated('figures'))
  const text = readFileSync(file, 'utf8')
  assert.ok(text.startsWith('# Benchmark results\n\ndatasets and their analysis\n\n'))
  assert.ok(text.indexOf(SECTION_START) < text.indexOf('figures'))
  assert.ok(text.trimEnd().endsWith(SECTION_END))
})

test('replaces only the generated part: the analysis and the rest of the file stay', (t) => {
  const file = tempFile(t)
  const before = '# Benchmark results\n\nother section\n\n'
  const after = '\n\nwritten later by someone else\n'
  writeFileSync(
    file,
    `${before}${SECTION_START}\n## Mecha\n\n${generated('old')}\n\n### Analysis\n\nkept\n\n${SECTION_END}${after}`,
  )
  updateMechaSection(file, generated('new'))
  assert.equal(
    readFileSync(file, 'utf8'),
    `${before}${SECTION_START}\n## Mecha\n\n${generated('new')}\n\n### Analysis\n\nkept\n\n${SECTION_END}${after}`,
  )
})

test('a section without generated markers keeps its text and gets the figures before its end', (t) => {
  const file = tempFile(t)
  writeFileSync(file, `${SECTION_START}\nhand text\n${SECTION_END}\n`)
  updateMechaSection(file, generated('figures'))
  assert.equal(
    readFileSync(file, 'utf8'),
    `${SECTION_START}\nhand text\n\n${generated('figures')}\n\n${SECTION_END}\n`,
  )
})
