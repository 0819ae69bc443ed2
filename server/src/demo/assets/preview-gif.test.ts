import assert from 'node:assert/strict'
import { test } from 'node:test'
import { drawSideView } from './draw-side-view.ts'
import { gifSummary } from './gif-summary.ts'
import { previewGif } from './preview-gif.ts'
import { createImage } from './raster.ts'
import { scenePose, stairScene } from './stair-scene.ts'

const distinct = (pixels: Uint8Array): number => new Set(pixels).size

for (const perspective of ['pov', 'third_person'] as const) {
  test(`${perspective}: a looping GIF89a of 12 frames at 96×96 by default`, () => {
    const bytes = previewGif({ seed: 3, perspective })
    assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a')
    assert.ok(bytes.includes(Buffer.from('NETSCAPE2.0', 'latin1')))
    const gif = gifSummary(bytes)
    assert.equal(gif.width, 96)
    assert.equal(gif.height, 96)
    assert.equal(gif.frames, 12)
    assert.equal(gif.graphicControls, 12)
    assert.equal(gif.loopCount, 0)
    assert.ok(gif.delaysMs.every((d) => d === 100))
    assert.equal(gif.hasTrailer, true)
  })

  test(`${perspective}: every frame decodes to a picture, and the picture moves`, () => {
    const gif = gifSummary(previewGif({ seed: 9, perspective }))
    for (const frame of gif.frameIndices) assert.ok(distinct(frame) >= 5, 'a frame is nearly blank')
    const [first, ...rest] = gif.frameIndices
    assert.ok(first)
    assert.ok(rest.every((frame) => Buffer.compare(Buffer.from(frame), Buffer.from(first)) !== 0))
  })

  test(`${perspective}: frame count and size are honoured`, () => {
    const gif = gifSummary(previewGif({ seed: 4, perspective, frames: 30, size: { width: 160, height: 90 } }))
    assert.equal(gif.frames, 30)
    assert.equal(gif.width, 160)
    assert.equal(gif.height, 90)
    assert.ok(gif.frameIndices.every((f) => f.length === 160 * 90))
  })

  test(`${perspective}: same seed, same bytes; another seed, other bytes`, () => {
    const a = previewGif({ seed: 11, perspective })
    assert.deepEqual(previewGif({ seed: 11, perspective }), a)
    assert.notDeepEqual(previewGif({ seed: 12, perspective }), a)
  })
}

test('the two perspectives are different pictures of the same seed', () => {
  assert.notDeepEqual(
    previewGif({ seed: 5, perspective: 'pov' }),
    previewGif({ seed: 5, perspective: 'third_person' }),
  )
})

test('the decoded frames are exactly what the renderer drew', () => {
  const gif = gifSummary(previewGif({ seed: 21, perspective: 'third_person', setting: 'lab' }))
  const scene = stairScene(21, 12, 'third_person', 'lab')
  for (const frame of [0, 5, 11]) {
    const image = createImage(96, 96)
    drawSideView(image, scene, scenePose(scene, frame))
    assert.deepEqual(gif.frameIndices[frame], image.pixels)
  }
})

test('the GIF walker rejects what is not a whole GIF', () => {
  assert.throws(() => gifSummary(Buffer.from('PNG not a gif')), /not a GIF/)
  const bytes = previewGif({ seed: 1, perspective: 'pov' })
  assert.throws(() => gifSummary(bytes.subarray(0, bytes.length - 200)))
})
