import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { PackedAssets, packedType, preferredEncoding } from './packed-assets.ts'

describe('the console assets kept compressed', () => {
  test('the encoding is the best one the client takes', () => {
    assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br')
    assert.equal(preferredEncoding('gzip, deflate'), 'gzip')
    assert.equal(preferredEncoding('br;q=0, gzip;q=0.5'), 'gzip')
    assert.equal(preferredEncoding('identity'), 'identity')
    assert.equal(preferredEncoding(undefined), 'identity')
  })

  test('scripts and styles only', () => {
    assert.match(packedType('assets/main-abc.js') ?? '', /^text\/javascript/)
    assert.match(packedType('assets/main-abc.css') ?? '', /^text\/css/)
    assert.equal(packedType('assets/logo-abc.svg'), undefined)
  })

  test('each file is compressed once per encoding and kept; a failed read is not kept', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'hangar-packed-'))
    t.after(() => rmSync(dir, { recursive: true, force: true }))
    const text = 'console.log("hangar");\n'.repeat(200)
    writeFileSync(join(dir, 'a.js'), text)
    const packed = new PackedAssets(dir)
    const br = await packed.get('a.js', 'br')
    assert.equal(brotliDecompressSync(br).toString(), text)
    assert.equal(gunzipSync(await packed.get('a.js', 'gzip')).toString(), text)
    assert.equal((await packed.get('a.js', 'identity')).toString(), text)
    unlinkSync(join(dir, 'a.js'))
    assert.equal(await packed.get('a.js', 'br'), br)
    await assert.rejects(packed.get('b.js', 'br'))
    writeFileSync(join(dir, 'b.js'), text)
    assert.equal((await packed.get('b.js', 'identity')).toString(), text)
  })
})
