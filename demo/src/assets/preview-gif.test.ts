import assert from 'node:assert/strict'
import { test } from 'node:test'
import { drawSideView } from './draw-side-view.ts'
import { asColours, decodeGif } from './gif-test-kit.ts'
import { previewGif } from './preview-gif.ts'
import { createImage } from './raster.ts'
import { scenePose, stairScene } from './stair-scene.ts'

const distinct = (pixels: Uint32Array): number => new Set(pixels).size

for (const perspective of ['pov', 'third_person'] as const) {
  test(`${perspective}: a looping GIF89a of 12 frames at 96×96 by default`, () => {
    const bytes = previewGif({ seed: 3, perspective })
    assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a')
    assert.ok(bytes.includes(Buffer.from('NETSCAPE2.0', 'latin1')))
    const gif = decodeGif(bytes)
    assert.equal(gif.width, 96)
    assert.equal(gif.height, 96)
    assert.equal(gif.frames.length, 12)
    assert.equal(gif.delaysMs.length, 12)
    assert.equal(gif.loopCount, 0)
    assert.ok(gif.delaysMs.every((d) => d === 100))
    assert.equal(bytes.at(-1), 0x3b, 'ends with the GIF trailer')
  })

  test(`${perspective}: every frame decodes to a picture, and the picture moves`, () => {
    const gif = decodeGif(previewGif({ seed: 9, perspective }))
    for (const frame of gif.frames) assert.ok(distinct(frame) >= 5, 'a frame is nearly blank')
    const [first, ...rest] = gif.frames
    assert.ok(first)
    assert.ok(rest.every((frame) => Buffer.compare(Buffer.from(frame), Buffer.from(first)) !== 0))
  })

  test(`${perspective}: frame count and size are honoured`, () => {
    const gif = decodeGif(previewGif({ seed: 4, perspective, frames: 30, size: { width: 160, height: 90 } }))
    assert.equal(gif.frames.length, 30)
    assert.equal(gif.width, 160)
    assert.equal(gif.height, 90)
    assert.ok(gif.frames.every((f) => f.length === 160 * 90))
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
  const gif = decodeGif(previewGif({ seed: 21, perspective: 'third_person', setting: 'lab' }))
  const scene = stairScene(21, 12, 'third_person', 'lab')
  for (const frame of [0, 5, 11]) {
    const image = createImage(96, 96)
    drawSideView(image, scene, scenePose(scene, frame))
    assert.deepEqual(gif.frames[frame], asColours(image.pixels, gif.palette))
  }
})

test('the decoder rejects what is not a whole GIF', () => {
  assert.throws(() => decodeGif(Buffer.from('PNG not a gif')), /Invalid GIF/)
  const bytes = previewGif({ seed: 1, perspective: 'pov' })
  assert.throws(() => decodeGif(bytes.subarray(0, bytes.length - 200)))
})
