import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { SpeedControl } from './SpeedControl.tsx'
import type { Point } from './world-geometry.ts'

export const RECOMMENDED_WAYPOINTS = 50

/**
 * The draft path as a list (each point editable by number, removable), its count against the
 * recommended 50 and the hard cap, the speed, and Send with the service's refusal next to it.
 */
export function PathPanel({
  draft,
  cap,
  selected,
  onSelect,
  onChange,
  onDelete,
  onClear,
  speed,
  onSpeed,
  stairMode,
  canSend,
  sending,
  onSend,
  error,
  warnings,
}: {
  draft: Point[]
  cap: number
  selected: number | null
  onSelect: (i: number | null) => void
  onChange: (i: number, p: Point) => void
  onDelete: (i: number) => void
  onClear: () => void
  speed: number
  onSpeed: (v: number) => void
  stairMode: boolean
  canSend: boolean
  sending: boolean
  onSend: () => void
  error: string | null
  warnings: string[]
}) {
  const n = draft.length
  const countColor = n >= cap ? 'red.8' : n >= RECOMMENDED_WAYPOINTS ? 'orange.9' : 'dimmed'
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="h5">
            Path
          </Title>
          <Text fz="sm" c={countColor} data-testid="waypoint-count">
            {n} waypoint{n === 1 ? '' : 's'} · fewer than {RECOMMENDED_WAYPOINTS} recommended · {cap} at most
          </Text>
        </Group>
        {n >= cap && (
          <Text fz="xs" c="red.8">
            The path is at the cap: remove a waypoint to add another.
          </Text>
        )}
        {n === 0 ? (
          <Text fz="sm" c="dimmed">
            Click the map to add waypoints. The robot walks from where it stands to each in turn.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={180}>
            <Stack gap={4}>
              {draft.map((p, i) => (
                <Group
                  // biome-ignore lint/suspicious/noArrayIndexKey: a waypoint is its place in the path
                  key={i}
                  gap={6}
                  wrap="nowrap"
                  onFocusCapture={() => onSelect(i)}
                  style={{
                    borderRadius: 6,
                    background: selected === i ? 'var(--mantine-color-orange-0)' : undefined,
                  }}
                >
                  <Text fz="xs" w={22} ta="right" c="dimmed">
                    {i + 1}
                  </Text>
                  <NumberInput
                    size="xs"
                    aria-label={`Waypoint ${i + 1} x (m)`}
                    value={p.x}
                    step={0.1}
                    decimalScale={2}
                    onChange={(v) => typeof v === 'number' && onChange(i, { x: v, y: p.y })}
                    w={90}
                  />
                  <NumberInput
                    size="xs"
                    aria-label={`Waypoint ${i + 1} y (m)`}
                    value={p.y}
                    step={0.1}
                    decimalScale={2}
                    onChange={(v) => typeof v === 'number' && onChange(i, { x: p.x, y: v })}
                    w={90}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove waypoint ${i + 1}`}
                    onClick={() => onDelete(i)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <SpeedControl value={speed} onChange={onSpeed} stairMode={stairMode} />
        <Group gap="xs">
          <Button onClick={onSend} disabled={!canSend || n === 0} loading={sending}>
            Send path
          </Button>
          <Button variant="default" onClick={onClear} disabled={n === 0}>
            Clear
          </Button>
        </Group>
        {error && (
          <Alert
            color="red"
            variant="light"
            py={8}
            role="alert"
            title={error.startsWith('No answer') ? 'Not confirmed' : 'The service refused the path'}
          >
            {error}
          </Alert>
        )}
        {warnings.length > 0 && (
          <Alert color="orange" variant="light" py={8} role="status">
            {warnings.join(' · ')}
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
