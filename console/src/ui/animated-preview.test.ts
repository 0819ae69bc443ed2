import assert from 'node:assert/strict'
import { test } from 'node:test'
import { animatedPreview } from './animated-preview.ts'

test('the console shows Hangar’s WebP when there is one, else the GIF', () => {
  assert.equal(animatedPreview({ gif: 'g', webp: 'w' }), 'w')
  assert.equal(animatedPreview({ gif: 'g' }), 'g')
  assert.equal(animatedPreview({ webp: 'w' }), 'w')
  assert.equal(animatedPreview({}), undefined)
  assert.equal(animatedPreview(undefined), undefined)
})
