import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { type SectionMarkers, updateSection } from './results-section.ts'

const m: SectionMarkers = {
  start: '<!-- s -->',
  end: '<!-- e -->',
  generatedStart: '<!-- g -->',
  generatedEnd: '<!-- /g -->',
}

function tempFile(t: { after: (fn: () => void) => void }, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-section-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'RESULTS.md')
  writeFileSync(file, text)
  return file
}

test('a missing section goes at the end, with a place for the analysis', (t) => {
  const file = tempFile(t, '# Results\n\nolder\n')
  updateSection(file, m, ['## New'], '<!-- g -->\nfigures\n<!-- /g -->')
  assert.equal(
    readFileSync(file, 'utf8'),
    '# Results\n\nolder\n\n<!-- s -->\n\n## New\n\n<!-- g -->\nfigures\n<!-- /g -->\n\n' +
      '### Analysis (written by hand)\n\n(to be written)\n\n<!-- e -->\n',
  )
})

test('at the top, a missing section goes right under the title, without an analysis, and stays there', (t) => {
  const file = tempFile(t, '# Results\n\nolder\n')
  updateSection(file, m, ['## Latest'], '<!-- g -->\nv1\n<!-- /g -->', { at: 'top', analysis: false })
  const first = '# Results\n\n<!-- s -->\n\n## Latest\n\n<!-- g -->\nv1\n<!-- /g -->\n\n<!-- e -->\n\nolder\n'
  assert.equal(readFileSync(file, 'utf8'), first)
  updateSection(file, m, ['## Latest'], '<!-- g -->\nv2\n<!-- /g -->', { at: 'top', analysis: false })
  assert.equal(readFileSync(file, 'utf8'), first.replace('v1', 'v2'))
})

test('at the top of a file without a title, or of an empty one', (t) => {
  const file = tempFile(t, 'older\n')
  updateSection(file, m, ['## Latest'], '<!-- g -->x<!-- /g -->', { at: 'top', analysis: false })
  assert.equal(
    readFileSync(file, 'utf8'),
    '<!-- s -->\n\n## Latest\n\n<!-- g -->x<!-- /g -->\n\n<!-- e -->\n\nolder\n',
  )
  const empty = tempFile(t, '# Results\n')
  updateSection(empty, m, [], '<!-- g -->x<!-- /g -->', { at: 'top', analysis: false })
  assert.equal(
    readFileSync(empty, 'utf8'),
    '# Results\n\n<!-- s -->\n\n<!-- g -->x<!-- /g -->\n\n<!-- e -->\n',
  )
})
