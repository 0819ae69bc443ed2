import assert from 'node:assert/strict'
import { test } from 'node:test'
import { animatedPaths, animatedPreviews } from './preview-paths.ts'

test('preview_urls.gif is only ever a GIF; webp is Hangar’s WebP beside it', () => {
  const id = '0b6f6d3e-4f7a-4e55-9c59-2a1d3c4b5e6f'
  assert.deepEqual(animatedPreviews({ id, preview_gif: null }), {})
  // Hangar's: both, by name.
  assert.deepEqual(animatedPreviews({ id, preview_gif: `previews/${id}/animated.gif` }), animatedPaths(id))
  assert.deepEqual(animatedPaths(id), {
    gif: `previews/${id}/animated.gif`,
    webp: `previews/${id}/animated.webp`,
  })
  // The platform's GIF: as it is, no WebP.
  assert.deepEqual(animatedPreviews({ id, preview_gif: 'platform/run-7/preview.gif' }), {
    gif: 'platform/run-7/preview.gif',
  })
  // Made before Hangar made GIFs, the row's "gif" is a WebP: offered as webp only.
  assert.deepEqual(animatedPreviews({ id, preview_gif: `previews/${id}/animated.webp` }), {
    webp: `previews/${id}/animated.webp`,
  })
})
