import { Group, Text } from '@mantine/core'
import { useLiveState } from './event-stream.ts'

const labels = {
  off: null,
  connecting: { text: 'Connecting…', color: 'gray', title: 'Opening the live updates' },
  live: {
    text: 'Live',
    color: 'teal',
    title: 'Decisions made elsewhere show up here as they happen',
  },
  reconnecting: {
    text: 'Reconnecting…',
    color: 'orange',
    title: 'Live updates are interrupted; the console catches up when they are back',
  },
} as const

/** Whether this tab hears about decisions made elsewhere (the events stream). */
export function LiveIndicator() {
  const label = labels[useLiveState()]
  if (!label) return null
  return (
    <Group gap={6} wrap="nowrap" role="status" title={label.title}>
      <span
        aria-hidden="true"
        style={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: `var(--mantine-color-${label.color}-6)`,
        }}
      />
      <Text fz="xs" c="dimmed">
        {label.text}
      </Text>
    </Group>
  )
}
