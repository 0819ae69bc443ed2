import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PNG } from 'pngjs'
import { poseFramePng } from './pose-frame-png.ts'

const colours = (png: PNG): number => {
  const seen = new Set<number>()
  for (let i = 0; i < png.data.length; i += 4) seen.add(png.data.readUInt32BE(i))
  return seen.size
}

for (const perspective of ['pov', 'third_person'] as const) {
  test(`${perspective}: a 160×120 PNG with a drawing on it`, () => {
    const bytes = poseFramePng({ seed: 2, perspective })
    const png = PNG.sync.read(bytes)
    assert.equal(png.width, 160)
    assert.equal(png.height, 120)
    // Background, floor line, two limb colours, body, joints, head: a skeleton, not a blank.
    assert.ok(colours(png) >= 5, `only ${colours(png)} colours`)
    const background = png.data.readUInt32BE(0)
    let drawn = 0
    for (let i = 0; i < png.data.length; i += 4) if (png.data.readUInt32BE(i) !== background) drawn++
    assert.ok(drawn > 300 && drawn < 160 * 120 * 0.5, `${drawn} drawn pixels`)
  })

  test(`${perspective}: same seed, same bytes; another seed, other bytes`, () => {
    const a = poseFramePng({ seed: 8, perspective })
    assert.deepEqual(poseFramePng({ seed: 8, perspective }), a)
    assert.notDeepEqual(poseFramePng({ seed: 9, perspective }), a)
  })
}

test('size is configurable and the two perspectives differ', () => {
  const png = PNG.sync.read(poseFramePng({ seed: 1, perspective: 'pov', width: 64, height: 48 }))
  assert.equal(png.width, 64)
  assert.equal(png.height, 48)
  assert.notDeepEqual(
    poseFramePng({ seed: 1, perspective: 'pov' }),
    poseFramePng({ seed: 1, perspective: 'third_person' }),
  )
})
