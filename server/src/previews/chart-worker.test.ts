import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { channelChartPng } from '@hangar/media'
import { ChartTimeoutError, channelChartPngOffThread } from './chart-worker.ts'

const SIZE = { width: 320, height: 180 }
const channels = (shift: number) =>
  Array.from({ length: 4 }, (_, k) => {
    const values = Array.from({ length: 640 }, (_, i) => Math.sin((i + shift) / (20 + k)) * (k + 1))
    values[100 + k] = Number.NaN
    values[300] = k === 2 ? Number.POSITIVE_INFINITY : 40
    return { name: `ch${k}`, values }
  })

describe('channel posters drawn in the chart worker', () => {
  test('the same bytes as drawn on the thread, each drawing its own when several are asked at once', async () => {
    const asked = [0, 7, 50].map(channels)
    const drawn = await Promise.all(asked.map((c) => channelChartPngOffThread(c, SIZE)))
    for (const [i, png] of drawn.entries()) {
      assert.ok(Buffer.isBuffer(png))
      assert.ok(png.equals(channelChartPng(asked[i]!, SIZE)), `drawing ${i} differs`)
    }
    assert.ok(!drawn[0]!.equals(drawn[1]!))
  })

  test('a drawing past its time bound is given up, and the next one is drawn by a fresh worker', async () => {
    // Big enough to take 50 ms or more: a small one, drawn by a warm worker, could beat the 1 ms
    // bound's timer (a fresh-clone run on 28 Nov).
    const big = Array.from({ length: 4 }, (_, k) => ({
      name: `ch${k}`,
      values: Array.from({ length: 100_000 }, (_, i) => Math.sin(i / (20 + k))),
    }))
    await assert.rejects(channelChartPngOffThread(big, { width: 1920, height: 1080 }, 1), ChartTimeoutError)
    const png = await channelChartPngOffThread(channels(1), SIZE)
    assert.ok(png.equals(channelChartPng(channels(1), SIZE)))
  })
})
