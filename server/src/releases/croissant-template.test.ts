import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { croissantTemplate, renderCroissant } from './croissant-template.ts'

const sign = (path: string) => `https://hangar.example/files/${path}?expires=9&signature=ab"\\`

describe('a Croissant document serialized once, its links signed per answer', () => {
  test('renders byte for byte what serializing the document with its links gives', () => {
    // Names a reader controls, with quotes, escapes and a look-alike of the placeholder.
    const doc = (url: (path: string) => string) => ({
      name: 'he said "hi"\n\u2063abc:0',
      distribution: [
        { '@id': 'files/a', contentUrl: url('a.mp4'), name: 'a "clip"' },
        { '@id': 'files/b', contentUrl: url('dir/b é.parquet') },
        { '@id': 'files/c', contentUrl: url('a.mp4') },
      ],
    })
    const template = croissantTemplate(doc)
    assert.deepEqual(template.paths, ['a.mp4', 'dir/b é.parquet', 'a.mp4'])
    assert.equal(template.holes.length, 3)
    const bytes = renderCroissant(template, sign)
    assert.equal(bytes.toString('utf8'), JSON.stringify(doc(sign)))
    assert.deepEqual(JSON.parse(bytes.toString('utf8')), doc(sign))
  })

  test('a document without links is its own text', () => {
    const template = croissantTemplate(() => ({ name: 'empty', distribution: [] }))
    assert.deepEqual(template.paths, [])
    assert.equal(renderCroissant(template, sign).toString(), '{"name":"empty","distribution":[]}')
  })
})
