import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isSafeBlobPath } from './blob-path.ts'

test('plain relative paths are accepted', () => {
  for (const ok of ['a.gif', 'demo/episode/run-1.jsonl', 'x_1/y-2/z.3.csv'])
    assert.equal(isSafeBlobPath(ok), true, ok)
})

test('paths that could escape the blob folder or hide are refused', () => {
  for (const bad of [
    '',
    '/etc/passwd',
    '../x',
    'a/../../x',
    'a/./b',
    'a//b',
    '.hidden',
    'a/.incoming/x',
    'a\\b',
    'a/b/',
    '%2e%2e/x',
    'a\0b',
    'x'.repeat(600),
  ]) {
    assert.equal(isSafeBlobPath(bad), false, bad)
  }
})
