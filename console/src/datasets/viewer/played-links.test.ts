import assert from 'node:assert/strict'
import { test } from 'node:test'
import { linkToPlay, REFRESH_AT_MOST_EVERY_MS, worthRefreshing } from './played-links.ts'

const none = new Set<string>()

test('a camera takes the first link it is given', () => {
  assert.deepEqual(linkToPlay(undefined, 'a?sig=1', none, 5), { url: 'a?sig=1', since: 5 })
})

test('a newly signed link read while the old one works is not swapped in: the video would reload mid-play', () => {
  const was = { url: 'a?sig=1', since: 5 }
  assert.equal(linkToPlay(was, 'a?sig=2', none, 1_800_005), was)
})

test('after the element failed on its link, the camera takes the newest one it was given', () => {
  const was = { url: 'a?sig=1', since: 5 }
  assert.deepEqual(linkToPlay(was, 'a?sig=2', new Set(['a?sig=1']), 3_600_010), {
    url: 'a?sig=2',
    since: 3_600_010,
  })
})

test('until fresh links come, a failed link stays (nothing newer to take)', () => {
  const was = { url: 'a?sig=1', since: 5 }
  assert.equal(linkToPlay(was, 'a?sig=1', new Set(['a?sig=1']), 3_600_010), was)
})

test('an old link that fails is worth fresh links; one that fails as soon as it is taken is not', () => {
  assert.equal(worthRefreshing({ url: 'a', since: 0 }, 3_600_000), true)
  assert.equal(worthRefreshing({ url: 'a', since: 0 }, REFRESH_AT_MOST_EVERY_MS - 1), false)
})
