import { Anchor, Checkbox, Group, Text, Timeline } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime } from '../ui/format.ts'
import { StatusBadge } from '../ui/StatusBadge.tsx'
import type { Iteration } from './queries.ts'

/** v0 … vN, oldest first, each with its prompt and why it was regenerated or superseded. */
export function IterationTimeline({
  iterations,
  currentId,
  compared,
  onToggleCompare,
}: {
  iterations: Iteration[]
  currentId: string
  compared: number[]
  onToggleCompare: (version: number) => void
}) {
  const active = iterations.findIndex((i) => i.dataset_id === currentId)
  return (
    <Timeline active={active} bulletSize={26} lineWidth={2}>
      {iterations.map((it) => (
        <Timeline.Item
          key={it.dataset_id}
          bullet={
            <Text fz={11} fw={700}>
              v{it.version}
            </Text>
          }
          title={
            <Group gap="xs" wrap="wrap">
              {it.dataset_id === currentId ? (
                <Text fw={600} fz="sm">
                  Version {it.version} (this page)
                </Text>
              ) : (
                <Anchor component={Link} to={`/datasets/${it.dataset_id}`} fw={600} fz="sm">
                  Version {it.version}
                </Anchor>
              )}
              <StatusBadge status={it.status} size="xs" />
              <Text fz="xs" c="dimmed">
                {formatDateTime(it.created_at)}
              </Text>
            </Group>
          }
        >
          <Text fz="sm" mt={4} lineClamp={3} title={it.prompt}>
            {it.prompt}
          </Text>
          {it.regeneration_reason && (
            <Text fz="xs" c="dimmed" mt={4}>
              Regenerated because: {it.regeneration_reason}
            </Text>
          )}
          {it.superseded_reason && (
            <Text fz="xs" c="dimmed" mt={2}>
              Superseded: {it.superseded_reason}
            </Text>
          )}
          <Checkbox
            mt={6}
            size="xs"
            label={`Compare v${it.version}`}
            checked={compared.includes(it.version)}
            onChange={() => onToggleCompare(it.version)}
          />
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
