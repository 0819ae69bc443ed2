import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { QueryState } from '../../ui/QueryState.tsx'
import { VerdictPill } from '../../ui/VerdictPill.tsx'
import { FindingActions } from './FindingActions.tsx'
import { isSelected } from './FindingsLane.tsx'
import { type Finding, type FindingList, sourceOf } from './finding-types.ts'
import { SeverityBadge } from './SeverityBadge.tsx'
import { addressAtRange, formatSpan, type TimeRange } from './time-range.ts'

const statusColor = { open: 'dimmed', confirmed: 'red.8', dismissed: 'dimmed' } as const

/** A finding's time as a link to it: the address at its span; a click seeks there in place. */
export function FindingTime({ finding, onSelect }: { finding: Finding; onSelect: (f: Finding) => void }) {
  const span = formatSpan(finding.start_seconds, finding.end_seconds)
  if (finding.start_seconds === null) return <Text fz="sm">{span}</Text>
  const range = { start: finding.start_seconds, end: finding.end_seconds ?? finding.start_seconds }
  return (
    <Anchor
      fz="sm"
      ff="monospace"
      href={addressAtRange(window.location.href, range)}
      aria-label={`${span}, show ${finding.code} in the player`}
      onClick={(e) => {
        e.preventDefault()
        onSelect(finding)
      }}
    >
      {span}
    </Anchor>
  )
}

/** Every finding of the dataset, in time order, with what became of it; confirm and dismiss in place. */
export function FindingsList({
  datasetId,
  query,
  range,
  mayChange,
  onSelect,
}: {
  datasetId: string
  query: UseQueryResult<FindingList>
  range: TimeRange | null
  mayChange: boolean
  onSelect: (f: Finding) => void
}) {
  return (
    <section aria-labelledby="findings-title">
      <Group gap="sm" mb="sm">
        <Title order={2} fz="h4" id="findings-title">
          Findings
        </Title>
        {query.data && <VerdictPill verdict={query.data.verdict} />}
      </Group>
      <QueryState query={query} placeholder={<Skeleton h={80} />} errorTitle="Could not load the findings">
        {(data) =>
          data.findings.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No findings{mayChange ? ': mark a range with i and o, then press f to file one.' : '.'}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" className="plain-list" aria-label="Findings">
              {data.findings.map((f) => (
                <Paper
                  key={f.id}
                  component="li"
                  withBorder
                  p="xs"
                  radius="sm"
                  aria-label={`${f.code}, ${f.severity}, ${formatSpan(f.start_seconds, f.end_seconds)}, ${f.status}`}
                  aria-current={isSelected(f, range) ? 'true' : undefined}
                  style={isSelected(f, range) ? { borderColor: 'var(--mantine-color-indigo-7)' } : undefined}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs" wrap="wrap">
                        <SeverityBadge severity={f.severity} />
                        <Text fz="sm" fw={600}>
                          {f.code}
                        </Text>
                        <FindingTime finding={f} onSelect={onSelect} />
                        <Text fz="xs" fw={600} c={statusColor[f.status]} tt="uppercase">
                          {f.status}
                        </Text>
                      </Group>
                      <Text fz="sm">{f.message}</Text>
                      <Text fz="xs" c="dimmed">
                        {f.source.kind === 'check' ? `Check ${sourceOf(f)}` : `By ${sourceOf(f)}`}
                        {f.note ? ` · Note: ${f.note}` : ''}
                      </Text>
                    </Stack>
                    {mayChange && <FindingActions datasetId={datasetId} finding={f} />}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </section>
  )
}
