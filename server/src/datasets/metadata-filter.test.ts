import assert from 'node:assert/strict'
import { test } from 'node:test'
import { InvalidInputError } from '../common/errors.ts'
import { errorReply } from '../plugins/error-statuses.ts'
import { indexText, metadataIndexEntries, parseMetadataFilter } from './metadata-filter.ts'

test('a filter splits at the first colon', () => {
  assert.deepEqual(parseMetadataFilter('perspective:pov'), { key: 'perspective', value: 'pov' })
  assert.deepEqual(parseMetadataFilter('url:http://x:1'), { key: 'url', value: 'http://x:1' })
  assert.deepEqual(parseMetadataFilter('note:'), { key: 'note', value: '' })
})

test('a filter without a key or a colon is a 422', () => {
  for (const bad of ['novalue', ':x', '']) {
    assert.throws(
      () => parseMetadataFilter(bad),
      (e) => e instanceof InvalidInputError && errorReply(e)?.status === 422,
    )
  }
})

test('scalars are indexed by their text form, structures are not', () => {
  assert.deepEqual(metadataIndexEntries({ a: 'x', n: 12, f: 1.5, b: true, z: null, o: { k: 1 }, l: [1] }), [
    { key: 'a', value: 'x' },
    { key: 'n', value: '12' },
    { key: 'f', value: '1.5' },
    { key: 'b', value: 'true' },
    { key: 'z', value: 'null' },
  ])
})

test('long keys and values are indexed by digest, short ones as they are', () => {
  assert.equal(indexText('pov'), 'pov')
  const long = 'x'.repeat(5000)
  assert.match(indexText(long), /^#sha256:[0-9a-f]{64}$/)
  assert.equal(indexText(long), indexText('x'.repeat(5000)))
  assert.notEqual(indexText(long), indexText(`${long}y`))
  assert.deepEqual(metadataIndexEntries({ [long]: long }), [{ key: indexText(long), value: indexText(long) }])
})
