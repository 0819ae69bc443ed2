import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { scratch } from '../../streams/readers/test-kit.ts'
import { episode, exported } from './lerobot-test-kit.ts'
import { pythonJson } from './python-json.ts'

/** The whole numbers of a JSON text as Python's `json` reads them: ints, outside strings. */
function pythonInts(text: string): bigint[] {
  const tokens = text.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g) ?? []
  return tokens.filter((t) => !/[.eE]/.test(t)).map((t) => BigInt(t))
}
const INT64 = 2n ** 63n
const fitsInt64 = (n: bigint) => n >= -INT64 && n < INT64

describe('statistics as Python reads them', () => {
  test('a channel past int64 (a ROS uint64 field at its maximum) is written as floats in both layouts', async (t) => {
    const dir = scratch(t)
    const rows = Array.from(
      { length: 5 },
      (_, i) => `${i / 10},18446744073709551615,-9223372036854775808,${i}`,
    )
    writeFileSync(join(dir, 'bag.csv'), ['t,big,low,small', ...rows].join('\n'))
    const episodes = async () => [{ task: 'idle', source: await episode(dir, 'bag.csv') }]
    const v3 = (await exported(episodes, 'v3.0')).files.get('meta/stats.json')!.toString()
    const v21 = (await exported(episodes, 'v2.1')).files.get('meta/episodes_stats.jsonl')!.toString()
    for (const [name, text] of [
      ['meta/stats.json', v3],
      ['meta/episodes_stats.jsonl', v21],
    ] as const) {
      const ints = pythonInts(text)
      assert.deepEqual(
        ints.filter((n) => !fitsInt64(n)),
        [],
        `${name}: every int numpy can hold`,
      )
      assert.ok(ints.length > 0, `${name}: small whole numbers keep their digits`)
      const state = (name === 'meta/stats.json' ? JSON.parse(text) : JSON.parse(text).stats)[
        'observation.state'
      ]
      assert.deepEqual(state.max, [2 ** 64, -(2 ** 63), 4], `${name}: the same values`)
    }
  })

  test('only whole numbers past 2^53 change; strings and other numbers are as JSON.stringify writes them', () => {
    const value = {
      '1e3 "18446744073709551616"': [2 ** 64, -(2 ** 60), 2 ** 53 - 1, 0.5, 1e21, 'x 9007199254740993'],
    }
    const text = pythonJson(value, 2)
    assert.equal(
      text,
      JSON.stringify(value, null, 2)
        .replace('18446744073709552000', '1.8446744073709552e+19')
        .replace('-1152921504606847000', '-1.152921504606847e+18'),
    )
    assert.deepEqual(JSON.parse(text), value)
  })
})
