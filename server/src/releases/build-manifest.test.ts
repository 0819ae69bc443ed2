import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { buildManifest, type DatasetForRelease, formatFromLink } from './build-manifest.ts'
import { ReleaseNotAllowedError } from './release-not-allowed-error.ts'
import { validateManifest } from './validate-manifest.ts'

const ORG = '8a34b4e6-f128-4e5f-9fc3-7ee9aad8b9dc'
const DIGEST = 'ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb'

function dataset(overrides: Partial<DatasetForRelease> = {}): DatasetForRelease {
  const id = overrides.id ?? 'd-1'
  return {
    id,
    name: 'Aisle 3 pick',
    data_type: 'episode',
    status: 'accepted',
    link: `datasets/${ORG}/${id}.mp4`,
    sha256: DIGEST,
    organization_id: ORG,
    date_created: '2025-06-01T08:00:00Z',
    metadata: {},
    ...overrides,
  }
}

const synthetic = (version: number, overrides: Partial<DatasetForRelease> = {}) =>
  dataset({
    data_type: 'synthetic_pov',
    link: 'datasets/x/v.gif',
    iteration: {
      iteration_group_id: 'group-1',
      version,
      prompt: 'a robot climbs "stairs"',
      parent_dataset_id: version === 0 ? null : 'parent-1',
      regeneration_reason: version === 0 ? null : 'too dark',
    },
    ...overrides,
  })

const build = (items: DatasetForRelease[], more: { example_only?: boolean; notes?: string } = {}) =>
  buildManifest({ release_id: 'rel-1', program: 'software', items, ...more })

const only = (items: DatasetForRelease[], more: { example_only?: boolean } = {}) => {
  const manifest = build(items, more)
  assert.deepEqual(validateManifest(manifest).errors, [])
  return manifest.records[0]!
}

describe('review state', () => {
  test('accepted → accepted_for_release with the audit reference and the acceptance date', () => {
    const record = only([dataset({ reviewed: { actor: 'key-1', at: '2025-06-02T09:14:00Z' } })])
    assert.deepEqual(record.review, {
      state: 'accepted_for_release',
      evidence_reference: 'hangar:audit/d-1',
      limits:
        'Accepted by the owning organization on 2025-06-02T09:14:00Z for use in training pipelines; no third-party rights review was performed.',
    })
  })

  test('pending → under_review without an evidence reference', () => {
    const record = only([dataset({ status: 'pending' })])
    assert.equal(record.review.state, 'under_review')
    assert.equal(record.review.evidence_reference, null)
    assert.match(record.review.limits, /^Awaiting review by the owning organization/)
  })

  test('example_only turns every record into example_only and says so in the limits', () => {
    const manifest = build([dataset(), dataset({ id: 'd-2', status: 'pending' })], { example_only: true })
    assert.equal(manifest.example_only, true)
    assert.deepEqual(
      manifest.records.map((r) => r.review.state),
      ['example_only', 'example_only'],
    )
    assert.match(manifest.records[0]!.review.limits, /^Structural illustration only.*status: accepted/)
    assert.equal(manifest.records[0]!.review.evidence_reference, 'hangar:audit/d-1')
  })

  test('example_only defaults to false', () => {
    assert.equal(build([dataset()]).example_only, false)
  })
})

describe('refusals', () => {
  test('rejected, superseded, discarded and for_admin_review stop the release, all named at once', () => {
    const items = [
      dataset({ id: 'ok-1' }),
      dataset({ id: 'z-rej', status: 'rejected' }),
      dataset({ id: 'a-sup', status: 'superseded' }),
      dataset({ id: 'ok-2', status: 'pending' }),
      dataset({ id: 'm-dis', status: 'discarded' }),
      dataset({ id: 'b-adm', status: 'for_admin_review' }),
    ]
    assert.throws(
      () => build(items),
      (error: unknown) => {
        assert.ok(error instanceof ReleaseNotAllowedError)
        assert.equal(error.code, 'status_not_releasable')
        assert.deepEqual(error.offending, [
          { id: 'a-sup', status: 'superseded' },
          { id: 'b-adm', status: 'for_admin_review' },
          { id: 'm-dis', status: 'discarded' },
          { id: 'z-rej', status: 'rejected' },
        ])
        assert.equal(
          error.message,
          'datasets cannot be released in their current status: a-sup (superseded), b-adm (for_admin_review), m-dis (discarded), z-rej (rejected)',
        )
        return true
      },
    )
  })

  test('example_only does not lift the status rule', () => {
    assert.throws(
      () => build([dataset({ status: 'rejected' })], { example_only: true }),
      ReleaseNotAllowedError,
    )
  })

  test('an empty delivery is refused', () => {
    assert.throws(
      () => build([]),
      (error: unknown) =>
        error instanceof ReleaseNotAllowedError &&
        error.code === 'empty_release' &&
        error.offending.length === 0,
    )
  })

  test('malformed input is a RangeError', () => {
    assert.throws(
      () => buildManifest({ release_id: '', program: 'software', items: [dataset()] }),
      RangeError,
    )
    assert.throws(
      () => buildManifest({ release_id: 'r', program: 'research' as 'software', items: [dataset()] }),
      RangeError,
    )
    assert.throws(() => build([dataset({ id: '' })]), RangeError)
    assert.throws(() => build([dataset(), dataset()]), /appears more than once/)
    assert.throws(() => build([dataset({ data_type: 'lidar' as 'episode' })]), /unknown data type/)
    assert.throws(() => build([dataset({ sha256: 'abc' })]), /not 64 hexadecimal/)
  })
})

describe('file', () => {
  test('path is the link, the digest is written in lower case, null stays null', () => {
    assert.deepEqual(only([dataset({ sha256: DIGEST.toUpperCase() })]).file, {
      path: `datasets/${ORG}/d-1.mp4`,
      format: 'mp4',
      sha256: DIGEST,
    })
    assert.equal(only([dataset({ sha256: null })]).file.sha256, null)
  })

  test('an explicit format wins; an absent or empty one comes from the link', () => {
    assert.equal(only([dataset({ format: 'h264' })]).file.format, 'h264')
    assert.equal(only([dataset({ format: '' })]).file.format, 'mp4')
    assert.equal(only([dataset({ format: null })]).file.format, 'mp4')
  })

  test('formatFromLink reads the last segment’s extension', () => {
    const cases: [string, string][] = [
      ['a/b.MP4', 'mp4'],
      ['a/b.jsonl', 'jsonl'],
      ['x.tar.gz', 'gz'],
      ['s3://bucket/k/clip.gif?X-Amz-Signature=1#t', 'gif'],
      ['a/b', 'unknown'],
      ['a.d/b', 'unknown'],
      ['a/.hidden', 'unknown'],
      ['a/trailing.', 'unknown'],
      ['', 'unknown'],
    ]
    for (const [link, format] of cases) assert.equal(formatFromLink(link), format, link)
  })
})

describe('source and preparation', () => {
  test('source class, identity scope and evidence follow the data type', () => {
    const expected = {
      episode: ['robot_recording', 'document_local'],
      telemetry: ['sensor_telemetry', 'document_local'],
      synthetic_pov: ['generated_video', 'not_applicable'],
      synthetic_third_person: ['generated_video', 'not_applicable'],
    } as const
    for (const [type, [sourceClass, scope]] of Object.entries(expected)) {
      const record = only([dataset({ data_type: type as DatasetForRelease['data_type'] })])
      assert.equal(record.source.source_class, sourceClass, type)
      assert.equal(record.preparation.identity_scope, scope, type)
      assert.equal(record.source.evidence_reference, 'hangar:dataset/d-1')
      assert.equal(record.source.permitted_use, 'training')
    }
  })

  test('synthetic authorship names the prompt, version and iteration group', () => {
    assert.equal(
      only([synthetic(2)]).source.authorship_context,
      'generated from prompt "a robot climbs \\"stairs\\"", version 2 of iteration group group-1',
    )
    assert.equal(
      only([synthetic(0)]).source.authorship_context,
      'generated from prompt "a robot climbs \\"stairs\\"", version 0 (the original generation) of iteration group group-1',
    )
    assert.equal('authorship_context' in only([synthetic(0, { iteration: null })]).source, false)
  })

  test('recording authorship copies only the listed metadata keys, in a fixed order', () => {
    const record = only([
      dataset({
        metadata: {
          rejection_reason: 'blurry',
          operator_email: 'someone@example.com',
          location: 'warehouse B',
          mecha_id: 'mecha-7',
          site: '',
          sensor: { nested: true },
          recorded_at: '2025-06-01',
        },
      }),
    ])
    assert.equal(
      record.source.authorship_context,
      'robot recording; mecha_id: mecha-7, location: warehouse B, recorded_at: 2025-06-01',
    )
    assert.equal(
      only([dataset({ data_type: 'telemetry', metadata: { sensor: 'imu-3' } })]).source.authorship_context,
      'sensor telemetry; sensor: imu-3',
    )
    assert.equal('authorship_context' in only([dataset({ metadata: { duration_seconds: 3 } })]).source, false)
  })

  test('the change record tells the iteration history, or is null', () => {
    assert.equal(
      only([synthetic(2)]).preparation.change_record,
      'version 2 regenerated because "too dark"; parent dataset parent-1',
    )
    assert.equal(only([synthetic(0)]).preparation.change_record, null)
    const unexplained = synthetic(3, {
      iteration: {
        iteration_group_id: 'g',
        version: 3,
        prompt: 'p',
        parent_dataset_id: null,
        regeneration_reason: null,
      },
    })
    assert.equal(
      only([unexplained]).preparation.change_record,
      'version 3 regenerated (reason not recorded); parent dataset not recorded',
    )
    // An iteration on a recording is a data error upstream; recordings have no versions.
    const recording = dataset({ iteration: synthetic(2).iteration! })
    assert.equal(only([recording]).preparation.change_record, null)
  })
})

describe('document', () => {
  test('records are ordered by dataset id whatever the input order', () => {
    const items = [dataset({ id: 'c' }), dataset({ id: 'a' }), dataset({ id: 'B' })]
    const manifest = build(items)
    assert.deepEqual(
      manifest.records.map((r) => r.record_id),
      ['B', 'a', 'c'],
    )
    assert.deepEqual(build([...items].reverse()), manifest)
  })

  test('notes are copied when given and absent otherwise', () => {
    assert.equal(build([dataset()], { notes: 'June delivery' }).notes, 'June delivery')
    assert.equal('notes' in build([dataset()]), false)
  })

  test('the input is not modified', () => {
    const items = [dataset({ id: 'b' }), dataset({ id: 'a', sha256: DIGEST.toUpperCase() })]
    const copy = structuredClone(items)
    build(items)
    assert.deepEqual(items, copy)
  })
})
