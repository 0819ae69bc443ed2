import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { END, START, updateResultsFile } from './results-markdown.ts'

test('updateResultsFile replaces only the generated section, keeping the analysis around it', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-results-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'RESULTS.md')
  writeFileSync(file, `# Title\n\nintro\n\n${START}\nold figures\n${END}\n\n## Analysis\n\nkept\n`)
  updateResultsFile(file, `${START}\nnew figures\n${END}`)
  assert.equal(
    readFileSync(file, 'utf8'),
    `# Title\n\nintro\n\n${START}\nnew figures\n${END}\n\n## Analysis\n\nkept\n`,
  )
})

test('updateResultsFile creates the file when it is missing', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-results-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'RESULTS.md')
  updateResultsFile(file, `${START}\nfigures\n${END}`)
  assert.match(readFileSync(file, 'utf8'), /^# Benchmark results\n\n.*\nfigures\n/s)
})
