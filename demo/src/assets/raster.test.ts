import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createImage, drawLine, fillCircle, fillPolygon, fillRect, type IndexedImage } from './raster.ts'

const count = (image: IndexedImage, color: number): number => image.pixels.filter((p) => p === color).length
const at = (image: IndexedImage, x: number, y: number): number | undefined =>
  image.pixels[y * image.width + x]

test('a line covers both end points and one pixel per step of its longer axis', () => {
  const image = createImage(20, 10)
  drawLine(image, { x: 1, y: 2 }, { x: 15, y: 7 }, 3)
  assert.equal(at(image, 1, 2), 3)
  assert.equal(at(image, 15, 7), 3)
  assert.equal(count(image, 3), 15)
})

test('a wide line is thicker than a thin one', () => {
  const thin = createImage(20, 20)
  const wide = createImage(20, 20)
  drawLine(thin, { x: 2, y: 10 }, { x: 17, y: 10 }, 1)
  drawLine(wide, { x: 2, y: 10 }, { x: 17, y: 10 }, 1, 3)
  assert.ok(count(wide, 1) >= 3 * count(thin, 1))
})

test('a filled circle is round and centred', () => {
  const image = createImage(21, 21)
  fillCircle(image, 10, 10, 5, 2)
  assert.equal(at(image, 10, 10), 2)
  assert.equal(at(image, 15, 10), 2)
  assert.equal(at(image, 14, 14), 0) // outside the disc, inside its bounding box
  const area = count(image, 2)
  assert.ok(Math.abs(area - Math.PI * 25) < 10, `area ${area}`)
})

test('a polygon fills exactly the pixels whose centres it contains', () => {
  const image = createImage(10, 10)
  fillPolygon(
    image,
    [
      { x: 2, y: 2 },
      { x: 6, y: 2 },
      { x: 6, y: 5 },
      { x: 2, y: 5 },
    ],
    4,
  )
  assert.equal(count(image, 4), 4 * 3)
  assert.equal(at(image, 2, 2), 4)
  assert.equal(at(image, 6, 2), 0)
})

test('drawing past the edges clips instead of wrapping or throwing', () => {
  const image = createImage(8, 8)
  drawLine(image, { x: -20, y: 4 }, { x: 30, y: 4 }, 1)
  fillCircle(image, -2, -2, 4, 2)
  fillPolygon(
    image,
    [
      { x: -5, y: -5 },
      { x: 50, y: -5 },
      { x: -5, y: 50 },
    ],
    3,
  )
  fillRect(image, -3, 6, 40, 40, 5)
  assert.equal(image.pixels.length, 64)
  assert.equal(at(image, 7, 7), 5)
})

test('a line mostly off-screen draws only its visible part, along the same path', () => {
  const clipped = createImage(20, 20)
  const reference = createImage(220, 220)
  drawLine(clipped, { x: -100, y: -50 }, { x: 30, y: 15 }, 1)
  drawLine(reference, { x: 0, y: 0 }, { x: 130, y: 65 }, 1)
  let differing = 0
  for (let y = 0; y < 20; y++) {
    for (let x = 0; x < 20; x++) if (at(clipped, x, y) !== at(reference, x + 100, y + 50)) differing++
  }
  // Rounding the clipped end point may shift a pixel or two, never the line.
  assert.ok(count(clipped, 1) >= 15)
  assert.ok(differing <= 4, `${differing} pixels differ`)
})
