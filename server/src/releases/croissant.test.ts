import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { croissantViolations } from '../testing/croissant-check.ts'
import { buildCroissant, type CroissantInput, mediaTypeOf } from './croissant.ts'

const sha = (c: string) => c.repeat(64)
const input: CroissantInput = {
  release: {
    id: '11111111-1111-4111-8111-111111111111',
    program: 'software',
    date_created: '2026-11-27T10:00:00.000Z',
    version: '3.0.0',
    notes: 'June delivery',
  },
  organizationName: 'Acme Robotics',
  url: 'https://hangar.example/releases/11111111-1111-4111-8111-111111111111',
  datasets: [
    {
      id: 'b-episode',
      name: 'ep 1',
      data_type: 'episode',
      version: null,
      path: 'lerobot/ep1.parquet',
      format: 'parquet',
      sha256: sha('a'),
      size: 1200,
      url: 'https://hangar.example/files/lerobot/ep1.parquet?expires=1&signature=x',
    },
    {
      id: 'c-telemetry',
      name: 'imu',
      data_type: 'telemetry',
      version: null,
      path: 'imu.csv',
      format: 'csv',
      sha256: null,
      size: 90,
      url: 'https://hangar.example/files/imu.csv?expires=1&signature=x',
    },
    {
      id: 'a-clip',
      name: 'stairs',
      data_type: 'synthetic_pov',
      version: 2,
      path: 'clips/stairs.mp4',
      format: 'mp4',
      sha256: sha('b'),
      size: 5000,
      url: 'https://hangar.example/files/clips/stairs.mp4?expires=1&signature=x',
    },
  ],
  companions: [
    {
      dataset_id: 'b-episode',
      name: 'observation.images.front',
      path: 'lerobot/front.mp4',
      size: 700,
      sha256: sha('c'),
      url: 'https://hangar.example/files/lerobot/front.mp4?s',
    },
    {
      dataset_id: 'b-episode',
      name: 'meta/info.json',
      path: 'lerobot/info.json',
      size: 40,
      sha256: null,
      url: 'https://hangar.example/files/lerobot/info.json?s',
    },
  ],
  recalled: [{ dataset_id: 'c-telemetry', at: '2026-11-27T11:00:00.000Z', reason: 'clock drift' }],
}

describe('Croissant 1.1 description of a release', () => {
  test('meets every property the specification requires, with its types', () => {
    const doc = buildCroissant(input)
    assert.deepEqual(croissantViolations(doc), [])
    assert.equal(doc.conformsTo, 'http://mlcommons.org/croissant/1.1')
    assert.equal(doc.version, '3.0.0')
    assert.equal(doc.datePublished, input.release.date_created)
    assert.match(String(doc.description), /^June delivery/)
    assert.match(String(doc.description), /recalled .*c-telemetry/)
  })

  test('a FileObject for every file, with its signed link, size, media type and sha256 when known', () => {
    const dist = buildCroissant(input).distribution as Record<string, unknown>[]
    const objects = dist.filter((d) => d['@type'] === 'cr:FileObject')
    assert.deepEqual(
      objects.map((o) => o['@id']),
      [
        'files/a-clip',
        'files/b-episode',
        'files/c-telemetry',
        'files/b-episode/meta/info.json',
        'files/b-episode/observation.images.front',
      ],
    )
    const ep = objects.find((o) => o['@id'] === 'files/b-episode')!
    assert.equal(ep.contentUrl, input.datasets[0]!.url)
    assert.equal(ep.contentSize, '1200 B')
    assert.equal(ep.encodingFormat, 'application/vnd.apache.parquet')
    assert.equal(ep.sha256, sha('a'))
    assert.equal(
      'sha256' in objects.find((o) => o['@id'] === 'files/c-telemetry')!,
      false,
      'unknown digest left out',
    )
  })

  test('a FileSet per camera, record sets of episodes and clips with sc:VideoObject fields', () => {
    const doc = buildCroissant(input)
    const dist = doc.distribution as Record<string, unknown>[]
    const camera = dist.find((d) => d['@id'] === 'cameras/observation.images.front')!
    assert.equal(camera['@type'], 'cr:FileSet')
    assert.equal(camera.encodingFormat, 'video/mp4')
    assert.deepEqual(camera.containedIn, [{ '@id': 'files/b-episode/observation.images.front' }])
    assert.equal(
      dist.some((d) => d['@id'] === 'cameras/meta/info.json'),
      false,
      'only videos are cameras',
    )
    const sets = doc.recordSet as {
      '@id': string
      field: { '@id': string; dataType: string; source?: unknown }[]
      data?: unknown[]
    }[]
    assert.deepEqual(
      sets.map((s) => s['@id']),
      ['episodes', 'clips', 'datasets'],
    )
    const front = sets[0]!.field.find((f) => f['@id'] === 'episodes/observation.images.front')!
    assert.equal(front.dataType, 'sc:VideoObject')
    assert.deepEqual(front.source, {
      fileSet: { '@id': 'cameras/observation.images.front' },
      extract: { fileProperty: 'content' },
    })
    assert.equal(sets[1]!.field.find((f) => f['@id'] === 'clips/video')!.dataType, 'sc:VideoObject')
    assert.equal(sets[2]!.data!.length, 3)
  })

  test('the checker itself catches what the specification forbids', () => {
    const doc = buildCroissant(input)
    const broken = {
      ...doc,
      conformsTo: 'http://mlcommons.org/croissant/1.0',
      creator: 'someone',
      url: 'nowhere',
    } as Record<string, unknown>
    delete broken.license
    const v = croissantViolations(broken)
    for (const m of ['conformsTo', 'creator', 'url', 'license'])
      assert.ok(
        v.some((x) => x.startsWith(m)),
        m,
      )
  })

  test('media types from extensions', () => {
    assert.equal(mediaTypeOf('a/b/c.MP4'), 'video/mp4')
    assert.equal(mediaTypeOf('jsonl'), 'application/jsonl')
    assert.equal(mediaTypeOf('x.mcap?y=1'), 'application/x-mcap')
    assert.equal(mediaTypeOf('unknown'), 'application/octet-stream')
    assert.equal(mediaTypeOf('clips.v2/stairs#t=1.mp4'), 'application/octet-stream', 'no extension')
    assert.equal(mediaTypeOf('clips/stairs.webm#t=1'), 'video/webm')
    assert.equal(mediaTypeOf('x.constructor'), 'application/octet-stream', "not the object's own names")
  })
})
