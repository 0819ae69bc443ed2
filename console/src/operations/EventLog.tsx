import { Badge, Group, Paper, ScrollArea, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { eventText } from './event-text.ts'
import type { LogEntry } from './use-mecha-live.ts'

const time = new Intl.DateTimeFormat('en', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
})

/**
 * Every event but telemetry, newest at the bottom, each with its sequence number; notes say
 * where the connection dropped and where it resumed (telemetry numbers are skipped on purpose:
 * they are not replayed, and the next sample supersedes them).
 */
export function EventLog({
  entries,
  holderLabel,
}: {
  entries: LogEntry[]
  holderLabel: (h: string | null) => string
}) {
  const viewport = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new entry, to keep the newest in view
  useEffect(() => {
    const v = viewport.current
    if (v) v.scrollTop = v.scrollHeight
  }, [entries])
  return (
    <Paper withBorder radius="md" p="xs">
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px={4}>
        Event log
      </Text>
      <ScrollArea h={240} viewportRef={viewport}>
        <ol
          aria-label="Event log"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          data-testid="event-log"
        >
          {entries.length === 0 && (
            <li>
              <Text fz="sm" c="dimmed" p={4}>
                No events yet.
              </Text>
            </li>
          )}
          {entries.map((e) =>
            e.kind === 'event' ? (
              <li key={e.key} data-seq={e.event.seq} data-type={e.event.type}>
                <Group gap="xs" wrap="nowrap" px={4} py={2} fz="sm">
                  <Text component="span" ff="monospace" fz="xs" c="dimmed" w={48} ta="right">
                    #{e.event.seq}
                  </Text>
                  <Text component="span" ff="monospace" fz="xs" c="dimmed">
                    {time.format(new Date(e.event.at))}
                  </Text>
                  <Text component="span" fz="sm">
                    {eventText(e.event, holderLabel)}
                  </Text>
                </Group>
              </li>
            ) : (
              <li key={e.key} data-note={e.tone}>
                <Group gap="xs" px={4} py={2}>
                  <Badge size="sm" color={e.tone === 'warning' ? 'orange.9' : 'teal.9'} variant="light">
                    {e.tone === 'warning' ? 'connection' : 'resumed'}
                  </Badge>
                  <Text fz="sm">{e.text}</Text>
                </Group>
              </li>
            ),
          )}
        </ol>
      </ScrollArea>
    </Paper>
  )
}
