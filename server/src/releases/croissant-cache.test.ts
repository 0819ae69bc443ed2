import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { CroissantCache } from './croissant-cache.ts'
import { type CroissantTemplate, croissantTemplate, renderCroissant } from './croissant-template.ts'

/** A cache whose builds and renders are counted. */
function counted(text = 'x') {
  const calls = { build: 0, render: 0 }
  const build = async (): Promise<CroissantTemplate> => {
    calls.build++
    return croissantTemplate((link) => ({ text, build: calls.build, file: link('f.mp4') }))
  }
  const render = (t: CroissantTemplate) => {
    calls.render++
    return renderCroissant(t, (p) => `${p}?r=${calls.render}`)
  }
  return { calls, build, render }
}

describe('the Croissant documents kept per release', () => {
  test('the same fingerprint in the same window is served as kept; a new window signs again, a new fingerprint builds again', async () => {
    const cache = new CroissantCache()
    const { calls, build, render } = counted()
    const first = await cache.get('r1', 'no recalls', 100, build, render)
    assert.equal(await cache.get('r1', 'no recalls', 100, build, render), first)
    assert.deepEqual(calls, { build: 1, render: 1 })

    const later = await cache.get('r1', 'no recalls', 101, build, render)
    assert.deepEqual(calls, { build: 1, render: 2 }, 'links signed again, the document not rebuilt')
    assert.match(later.toString(), /"file":"f.mp4\?r=2"/)

    const recalled = await cache.get('r1', 'one recall', 101, build, render)
    assert.deepEqual(calls, { build: 2, render: 3 })
    assert.match(recalled.toString(), /"build":2/)
  })

  test('concurrent requests share one build; a failed build is not kept', async () => {
    const cache = new CroissantCache()
    const { calls, build, render } = counted()
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('r1', 'k', 1, build, render)))
    assert.deepEqual(calls, { build: 1, render: 1 })
    assert.equal(new Set(answers).size, 1)

    let fail = true
    const flaky = async () => {
      if (fail) throw new Error('database gone')
      return build()
    }
    await assert.rejects(cache.get('r2', 'k', 1, flaky, render), /database gone/)
    await new Promise((r) => setImmediate(r))
    fail = false
    assert.ok((await cache.get('r2', 'k', 1, flaky, render)).length > 0, 'built again')
  })

  test('least recently used releases go once the documents weigh more than the bound', async () => {
    const text = 'y'.repeat(1000)
    const cache = new CroissantCache(5000)
    const { build, render } = counted(text)
    for (const id of ['a', 'b', 'c']) await cache.get(id, 'k', 1, build, render)
    assert.equal(cache.size, 2, 'each weighs ~2 KB: two fit in 5 KB')
    const again = counted(text)
    await cache.get('c', 'k', 1, again.build, again.render)
    assert.equal(again.calls.build, 0, 'the newest is kept')
    await cache.get('a', 'k', 1, again.build, again.render)
    assert.equal(again.calls.build, 1, 'the oldest went')
  })
})
