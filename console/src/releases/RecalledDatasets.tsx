import { Anchor, Badge, List, Text } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime } from '../ui/format.ts'
import type { ReleaseSummary } from './queries.ts'

/**
 * A recalled release says so: a badge and the datasets reopened or rejected after it, with when
 * and why (docs/releases.md#lineage-and-recall). Nothing for a release nothing recalled.
 */
export function RecalledDatasets({ release }: { release: ReleaseSummary }) {
  const recalled = release.recalled ?? []
  if (recalled.length === 0) return null
  return (
    <>
      <Badge color="red" variant="light" ml={6} tt="none">
        recalled
      </Badge>
      <List size="xs" mt={4} aria-label="Recalled datasets">
        {recalled.map((r) => (
          <List.Item key={r.dataset_id}>
            <Anchor component={Link} to={`/datasets/${r.dataset_id}`} fz="xs">
              {r.dataset_id.slice(0, 8)}
            </Anchor>{' '}
            <Text span fz="xs" c="dimmed">
              {formatDateTime(r.at)}
              {r.reason ? `: ${r.reason}` : ''}
            </Text>
          </List.Item>
        ))}
      </List>
    </>
  )
}
