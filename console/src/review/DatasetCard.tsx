import { Badge, Button, Card, Group, Kbd, Stack, Text } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { forwardRef } from 'react'
import { Link } from 'react-router'
import { dataTypeLabels, formatAge, formatBytes } from '../ui/format.ts'
import { NoPreview, Preview } from '../ui/Preview.tsx'
import { StatusBadge } from '../ui/StatusBadge.tsx'
import type { QueueDataset } from './use-decide.ts'

const HIDDEN_KEYS = new Set(['rejection_reason'])

/** Short `key:value` chips of the scalar metadata, longest values last. */
export function metadataChips(metadata: Record<string, unknown>, max = 4): string[] {
  return Object.entries(metadata)
    .filter(([k, v]) => !HIDDEN_KEYS.has(k) && ['string', 'number', 'boolean'].includes(typeof v))
    .map(([k, v]) => `${k}:${String(v)}`)
    .sort((a, b) => a.length - b.length)
    .slice(0, max)
}

interface Props {
  dataset: QueueDataset
  selected: boolean
  position: string
  canDecide: boolean
  busy: boolean
  onSelect: () => void
  onAccept: () => void
  onReject: () => void
  onFilter: (chip: string) => void
}

/** One dataset in the queue: the previews first, then what it is, then the decision buttons. */
export const DatasetCard = forwardRef<HTMLElement, Props>(function DatasetCard(
  { dataset, selected, position, canDecide, busy, onSelect, onAccept, onReject, onFilter },
  ref,
) {
  const pending = dataset.status === 'pending'
  const previews = dataset.preview_urls
  return (
    <Card
      ref={ref as never}
      component="article"
      withBorder
      padding="sm"
      radius="md"
      shadow={selected ? 'md' : 'xs'}
      className="dataset-card"
      data-selected={selected}
      aria-current={selected ? 'true' : undefined}
      aria-label={`${dataset.name}, ${position}`}
      tabIndex={-1}
      onClick={onSelect}
    >
      <Card.Section>
        {previews ? (
          <div style={{ display: 'grid', gridTemplateColumns: '3fr 4fr', gap: 2 }}>
            <Preview src={previews.gif} alt={`Animated preview of ${dataset.name}`} ratio={1} />
            <Preview src={previews.pose_frame} alt={`Pose frame of ${dataset.name}`} ratio={4 / 3} />
          </div>
        ) : (
          <NoPreview dataType={dataset.data_type} ratio={7 / 3} />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text
            component={Link}
            to={`/datasets/${dataset.id}`}
            fw={600}
            fz="sm"
            lineClamp={1}
            title={dataset.name}
            onClick={(e) => e.stopPropagation()}
            c="inherit"
          >
            {dataset.name}
          </Text>
          <div style={{ flexShrink: 0 }}>
            <StatusBadge status={dataset.status} size="xs" />
          </div>
        </Group>
        <Text
          fz="xs"
          c="dimmed"
          lineClamp={1}
          title={`Created ${new Date(dataset.date_created).toLocaleString()}`}
        >
          {dataTypeLabels[dataset.data_type]} · {formatBytes(dataset.data_byte_size)} ·{' '}
          {formatAge(dataset.date_created)}
        </Text>
        <Group gap={4} mih={22}>
          {metadataChips(dataset.metadata, 3).map((chip) => (
            <Badge
              key={chip}
              component="button"
              type="button"
              variant="default"
              radius="sm"
              size="sm"
              tt="none"
              fw={500}
              style={{ cursor: 'pointer' }}
              aria-label={`Filter by ${chip}`}
              onClick={(e) => {
                e.stopPropagation()
                onFilter(chip)
              }}
            >
              {chip}
            </Badge>
          ))}
        </Group>
        {canDecide && pending && (
          <Group grow gap="xs" mt={4}>
            <Button
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconCheck size={14} />}
              onClick={(e) => {
                e.stopPropagation()
                onAccept()
              }}
              disabled={busy}
              aria-keyshortcuts={selected ? 'a' : undefined}
              rightSection={
                selected ? (
                  <Kbd size="xs" aria-hidden="true">
                    a
                  </Kbd>
                ) : undefined
              }
            >
              Accept
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconX size={14} />}
              onClick={(e) => {
                e.stopPropagation()
                onReject()
              }}
              disabled={busy}
              aria-keyshortcuts={selected ? 'r' : undefined}
              rightSection={
                selected ? (
                  <Kbd size="xs" aria-hidden="true">
                    r
                  </Kbd>
                ) : undefined
              }
            >
              Reject
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
})
