import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { pictureOfFrames } from './encode-images.ts'
import { ImageStream, imageStreamKey } from './image-stream.ts'
import { colourPictures } from './mcap-camera-fixtures.ts'
import { pictureSize } from './picture-size.ts'
import { sampledSize, sampleIndices } from './picture-stats.ts'

describe("an image stream's pictures", () => {
  test('JPEG and PNG are told by their header, with their size; anything else is not a picture', async () => {
    const [jpeg] = await colourPictures(['red'], { width: 65, height: 49 })
    const [png] = await colourPictures(['red'], { width: 30, height: 20 }, 'png')
    assert.deepEqual(pictureSize(jpeg!), { kind: 'jpeg', width: 65, height: 49 })
    assert.deepEqual(pictureSize(png!), { kind: 'png', width: 30, height: 20 })
    for (const junk of [
      new Uint8Array([0xff, 0xd8, 0x05, 0xff, 0xd9]),
      jpeg!.subarray(0, 20),
      png!.subarray(0, 20),
      new TextEncoder().encode('not a picture at all, not at all'),
      new Uint8Array(),
    ])
      assert.equal(pictureSize(junk), undefined)
  })

  test('pictures of the first kind are kept, in time order; the rest are counted as skipped; disposed, none is left', async () => {
    const [a, b] = await colourPictures(['red', 'blue'], { width: 16, height: 16 })
    const [png] = await colourPictures(['red'], { width: 16, height: 16 }, 'png')
    const s = new ImageStream(imageStreamKey('/camera/front'), '/camera/front')
    assert.equal(s.key, 'observation.images.camera.front')
    s.add(10.2, { bytes: b!, format: 'jpeg' })
    s.add(10.1, { bytes: a!, format: 'jpeg' })
    s.add(10.3, { bytes: png!, format: 'png' })
    s.add(10.4, null)
    s.add(10.5, { bytes: new Uint8Array([1, 2, 3]), format: 'jpeg' })
    s.finish(10)
    assert.equal(s.count, 2)
    assert.equal(s.skipped, 3)
    assert.deepEqual(
      s.times.map((t) => Math.round(t * 10) / 10),
      [0.1, 0.2],
    )
    assert.ok(s.picture(0).equals(a!), 'the earlier picture first, read back as it was')
    assert.ok(s.picture(1).equals(b!))
    s.dispose()
    assert.equal(s.count, 0)
  })

  test('each frame takes the last picture at or before it, the first before any', () => {
    assert.deepEqual([...pictureOfFrames([0.05, 0.25, 0.45], 6, 10)], [0, 0, 0, 1, 1, 2])
    assert.deepEqual(
      [...pictureOfFrames([0, 0.1], 3, 10)],
      [0, 1, 1],
      'a picture exactly at a frame is its own',
    )
  })

  test("a topic's key has no slash", () => {
    assert.equal(imageStreamKey('/a//b/c'), 'observation.images.a.b.c')
    assert.equal(imageStreamKey('cam'), 'observation.images.cam')
    assert.equal(imageStreamKey('/'), 'observation.images.image')
  })
})

describe("a camera's statistics, sampled as LeRobot samples them", () => {
  test('every frame under 100, n^0.75 frames above, first and last always; large pictures shrunk to ~150', () => {
    assert.deepEqual(sampleIndices(5), [0, 1, 2, 3, 4])
    assert.equal(sampleIndices(99).length, 99)
    const thousand = sampleIndices(1000)
    assert.equal(thousand.length, 177, 'int(1000 ** 0.75)')
    assert.deepEqual([thousand[0], thousand[1], thousand.at(-1)], [0, 6, 999])
    assert.equal(sampleIndices(10 ** 7).length, 10_000)
    assert.deepEqual(sampledSize(299, 200), { width: 299, height: 200 })
    assert.deepEqual(sampledSize(640, 480), { width: 160, height: 120 }, 'every 4th pixel')
    assert.deepEqual(sampledSize(480, 1000), { width: 80, height: 167 })
  })
})
