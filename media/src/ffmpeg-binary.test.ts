import assert from 'node:assert/strict'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { ffmpegInfo, findFfmpeg } from './ffmpeg-binary.ts'

const dir = mkdtempSync(join(tmpdir(), 'hangar-ffmpeg-binary-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

/** An executable named ffmpeg in a folder of its own. */
function fakeFfmpeg(folder: string): string {
  mkdirSync(join(dir, folder), { recursive: true })
  const path = join(dir, folder, 'ffmpeg')
  writeFileSync(path, '#!/bin/sh\necho "ffmpeg version 9.9-test"\n')
  chmodSync(path, 0o755)
  return path
}

const bundledPath = fakeFfmpeg('node_modules/@ffmpeg-installer/linux-x64')
const bundled = () => ({ path: bundledPath, version: '20181210-g0e8eb07980' })
const system = fakeFfmpeg('usr/bin')

test('the system’s ffmpeg is chosen over the bundled build, and FFMPEG_PATH over both', () => {
  assert.deepEqual(findFfmpeg({ searchPath: `/nowhere:${join(dir, 'usr/bin')}`, systemDirs: [], bundled }), {
    path: system,
    source: 'system',
  })
  // Not on PATH (a trimmed service environment): Debian's folder is still looked in.
  assert.deepEqual(findFfmpeg({ searchPath: '', systemDirs: [join(dir, 'usr/bin')], bundled }), {
    path: system,
    source: 'system',
  })
  const own = fakeFfmpeg('opt/ffmpeg-7')
  assert.deepEqual(findFfmpeg({ envPath: own, searchPath: join(dir, 'usr/bin'), bundled }), {
    path: own,
    source: 'env',
  })
  // A FFMPEG_PATH that is not there is an error, not another binary.
  assert.throws(
    () => findFfmpeg({ envPath: join(dir, 'none'), searchPath: join(dir, 'usr/bin'), bundled }),
    (err: Error) => err.name === 'FfmpegMissingError' && err.message.includes('FFMPEG_PATH'),
  )
})

test('the bundled 2018 build only when there is no other, with a warning', () => {
  // npm puts node_modules/.bin on PATH: a link there to the bundled build is still the bundled build.
  mkdirSync(join(dir, 'dot-bin'))
  symlinkSync(bundledPath, join(dir, 'dot-bin', 'ffmpeg'))
  const chosen = findFfmpeg({ searchPath: `relative/bin:${join(dir, 'dot-bin')}`, systemDirs: [], bundled })
  assert.equal(chosen.source, 'bundled')
  assert.equal(chosen.path, bundledPath)
  assert.match(
    chosen.warning ?? '',
    /@ffmpeg-installer \(20181210-g0e8eb07980.*apt-get install ffmpeg.*FFMPEG_PATH/,
  )
  assert.throws(
    () => findFfmpeg({ searchPath: '', systemDirs: [], bundled: () => undefined }),
    (err: Error) => err.name === 'FfmpegMissingError' && /apt-get install ffmpeg/.test(err.message),
  )
})

test('on this machine: Debian’s ffmpeg, its version, no warning', {
  skip: !existsSync('/usr/bin/ffmpeg'),
}, async () => {
  const saved = process.env.FFMPEG_PATH
  delete process.env.FFMPEG_PATH
  try {
    const info = await ffmpegInfo()
    assert.equal(info.source, 'system')
    assert.match(info.path ?? '', /\/ffmpeg$/)
    assert.match(info.version ?? '', /^\d+\.\d+/)
    assert.equal(info.warning, undefined)
  } finally {
    if (saved !== undefined) process.env.FFMPEG_PATH = saved
  }
})
