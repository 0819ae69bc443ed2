import assert from 'node:assert/strict'
import { test } from 'node:test'
import { FrameFollower } from './frame-follower.ts'

/** A fake server: frames every 0.2 s, each answer released by the test. */
function server() {
  const asked: number[] = []
  const pending: Array<() => void> = []
  const fetchAt = (t: number) => {
    asked.push(t)
    return new Promise<{ frame: number; frameTime: number }>((resolve) =>
      pending.push(() => {
        const frameTime = Math.floor(t / 0.2 + 1e-9) * 0.2
        resolve({ frame: frameTime, frameTime })
      }),
    )
  }
  const answer = async () => {
    pending.shift()?.()
    await new Promise((r) => setImmediate(r))
  }
  return { asked, fetchAt, answer }
}

test('a cursor moving every animation frame asks one frame at a time, the latest time winning', async () => {
  const s = server()
  const shown: number[] = []
  let clock = 0
  const f = new FrameFollower(
    s.fetchAt,
    (a) => shown.push(a.frameTime),
    () => {},
    0,
    () => clock,
  )
  for (let i = 0; i < 30; i++) f.want(i / 60)
  assert.deepEqual(s.asked, [0], 'one request in flight')
  clock += 100
  await s.answer()
  assert.deepEqual(s.asked, [0, 29 / 60], 'then only the latest time')
  await s.answer()
  assert.deepEqual(shown, [0, 0.4])
  // Times the frame on screen answers (0.4 … 29/60) ask nothing.
  f.want(0.45)
  f.want(0.41)
  assert.equal(s.asked.length, 2)
  f.want(0.1)
  assert.deepEqual(s.asked, [0, 29 / 60, 0.1])
  f.stop()
})

test('requests start at most once per interval', async () => {
  const s = server()
  let clock = 1000
  const f = new FrameFollower(
    s.fetchAt,
    () => {},
    () => {},
    100,
    () => clock,
  )
  f.want(1)
  await s.answer()
  f.want(2)
  assert.deepEqual(s.asked, [1], 'the second waits for the interval')
  clock += 100
  await new Promise((r) => setTimeout(r, 150))
  assert.deepEqual(s.asked, [1, 2])
  f.stop()
})
