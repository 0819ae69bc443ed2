import { Group, Select, TagsInput } from '@mantine/core'
import { useState } from 'react'
import { dataTypeLabels, statusLabels } from '../ui/format.ts'
import { verdictLabels } from '../ui/VerdictPill.tsx'
import {
  DATA_TYPES,
  type DataType,
  PAGE_SIZES,
  type QueueView,
  STATUSES,
  type Status,
  type Verdict,
} from './queue-query.ts'
import { useMetadataSuggestions } from './use-metadata-keys.ts'

/** The verdict filter's choices: one verdict, or the two that need a look. */
const VERDICT_CHOICES = [
  { value: 'all', label: 'Any verdict' },
  { value: 'exclude,review', label: 'Exclude or review' },
  ...(['exclude', 'review', 'pass', 'pending'] as const).map((v) => ({ value: v, label: verdictLabels[v] })),
]

const METADATA_FILTER = /^[^:\s][^:]*:.*$/

export function QueueFilters({ view, onChange }: { view: QueueView; onChange: (next: QueueView) => void }) {
  const suggestions = useMetadataSuggestions()
  const [metaError, setMetaError] = useState<string | null>(null)
  const change = (patch: Partial<QueueView>) => onChange({ ...view, ...patch, page: 1 })
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label="Type"
        w={200}
        data={[
          { value: 'all', label: 'All types' },
          ...DATA_TYPES.map((t) => ({ value: t, label: dataTypeLabels[t]! })),
        ]}
        value={view.dataType ?? 'all'}
        onChange={(v) => change({ dataType: v && v !== 'all' ? (v as DataType) : null })}
        allowDeselect={false}
      />
      <Select
        label="Status"
        w={170}
        data={[
          ...STATUSES.map((s) => ({ value: s, label: statusLabels[s]! })),
          { value: 'all', label: 'Any status' },
        ]}
        value={view.status ?? 'all'}
        onChange={(v) => change({ status: v && v !== 'all' ? (v as Status) : null })}
        allowDeselect={false}
      />
      <Select
        label="Verdict"
        w={170}
        data={VERDICT_CHOICES}
        value={view.verdicts.length ? view.verdicts.join(',') : 'all'}
        onChange={(v) => change({ verdicts: v && v !== 'all' ? (v.split(',') as Verdict[]) : [] })}
        allowDeselect={false}
      />
      <TagsInput
        label="Metadata"
        placeholder={view.metadata.length ? '' : 'key:value, e.g. perspective:pov'}
        style={{ flex: '1 1 280px' }}
        data={suggestions}
        value={view.metadata}
        limit={30}
        clearable
        error={metaError}
        onChange={(tags) => {
          const bad = tags.find((t) => !METADATA_FILTER.test(t))
          if (bad) {
            setMetaError(`"${bad}" is not key:value — for example perspective:pov`)
            return
          }
          setMetaError(null)
          change({ metadata: tags })
        }}
      />
      <Select
        label="Per page"
        w={110}
        data={PAGE_SIZES.map(String)}
        value={String(view.pageSize)}
        onChange={(v) => change({ pageSize: Number(v) })}
        allowDeselect={false}
      />
    </Group>
  )
}
