import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { buildManifest, type DatasetForRelease, type ReleaseDatasetStatus } from './build-manifest.ts'
import { RELEASE_PROGRAMS } from './manifest.schema.ts'
import { ReleaseNotAllowedError } from './release-not-allowed-error.ts'
import { validateManifest } from './validate-manifest.ts'

const RELEASABLE = ['accepted', 'pending'] as const
const NOT_RELEASABLE = ['rejected', 'for_admin_review', 'superseded', 'discarded'] as const

const iso = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString())

const iteration = fc.record({
  iteration_group_id: fc.uuid(),
  version: fc.nat(50),
  prompt: fc.string(),
  parent_dataset_id: fc.option(fc.uuid(), { nil: null }),
  regeneration_reason: fc.option(fc.string(), { nil: null }),
})

const metadataKey = fc.oneof(
  fc.constantFrom(
    'mecha_id',
    'robot',
    'location',
    'sensor',
    'recorded_at',
    'rejection_reason',
    'duration_seconds',
  ),
  fc.string(),
)

const link = fc
  .tuple(fc.string(), fc.constantFrom('.gif', '.MP4', '.jsonl', '.csv', '', '.', '?sig=1'))
  .map(([stem, ext]) => `datasets/${stem}${ext}`)

/** A dataset with any field values the types allow and the given statuses. */
const datasetWith = (statuses: readonly ReleaseDatasetStatus[]) =>
  fc.record(
    {
      id: fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 12 })),
      name: fc.string(),
      data_type: fc.constantFrom('episode', 'synthetic_pov', 'synthetic_third_person', 'telemetry' as const),
      status: fc.constantFrom(...statuses),
      link,
      format: fc.option(fc.constantFrom('gif', 'mp4', 'jsonl', 'csv', ''), { nil: null }),
      sha256: fc.option(fc.stringMatching(/^[0-9a-fA-F]{64}$/), { nil: null }),
      organization_id: fc.uuid(),
      date_created: iso,
      metadata: fc.dictionary(metadataKey, fc.jsonValue(), { maxKeys: 5 }),
      iteration: fc.option(iteration, { nil: null }),
      reviewed: fc.option(fc.record({ actor: fc.string(), at: iso }), { nil: null }),
    },
    {
      requiredKeys: [
        'id',
        'name',
        'data_type',
        'status',
        'link',
        'sha256',
        'organization_id',
        'date_created',
        'metadata',
      ],
    },
  ) as fc.Arbitrary<DatasetForRelease>

const itemsWith = (statuses: readonly ReleaseDatasetStatus[], minLength = 1) =>
  fc.uniqueArray(datasetWith(statuses), { minLength, maxLength: 8, selector: (d) => d.id })

const envelope = fc.record(
  {
    release_id: fc.string({ minLength: 1 }),
    program: fc.constantFrom(...RELEASE_PROGRAMS),
    notes: fc.string(),
    example_only: fc.boolean(),
  },
  { requiredKeys: ['release_id', 'program'] },
)

test('every manifest built from releasable datasets validates against the schema', () => {
  fc.assert(
    fc.property(envelope, itemsWith(RELEASABLE), (head, items) => {
      const manifest = buildManifest({ ...head, items })
      assert.deepEqual(validateManifest(manifest).errors, [])

      const ids = items.map((i) => i.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      assert.deepEqual(
        manifest.records.map((r) => r.record_id),
        ids,
      )
      const byId = new Map(items.map((i) => [i.id, i]))
      for (const record of manifest.records) {
        const item = byId.get(record.record_id)!
        const expected = head.example_only
          ? 'example_only'
          : item.status === 'accepted'
            ? 'accepted_for_release'
            : 'under_review'
        assert.equal(record.review.state, expected)
        assert.equal(record.file.sha256, item.sha256?.toLowerCase() ?? null)
      }
      // Deterministic and independent of input order.
      assert.deepEqual(buildManifest({ ...head, items: [...items].reverse() }), manifest)
    }),
    { numRuns: 300 },
  )
})

test('any disallowed status refuses the release, naming exactly every offending dataset', () => {
  fc.assert(
    fc.property(envelope, itemsWith([...RELEASABLE, ...NOT_RELEASABLE]), (head, items) => {
      const bad = items
        .filter((i) => (NOT_RELEASABLE as readonly string[]).includes(i.status))
        .map((i) => ({ id: i.id, status: i.status }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      fc.pre(bad.length > 0)
      assert.throws(
        () => buildManifest({ ...head, items }),
        (error: unknown) => {
          assert.ok(error instanceof ReleaseNotAllowedError)
          assert.equal(error.code, 'status_not_releasable')
          assert.deepEqual(error.offending, bad)
          for (const { id, status } of bad) assert.ok(error.message.includes(`${id} (${status})`))
          return true
        },
      )
    }),
    { numRuns: 300 },
  )
})
