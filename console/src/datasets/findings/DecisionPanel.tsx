import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { DecisionRecord } from '../../review/review-types.ts'
import { formatDateTime, statusLabels } from '../../ui/format.ts'
import { FindingTime } from './FindingsList.tsx'
import type { Finding } from './finding-types.ts'
import { SeverityBadge } from './SeverityBadge.tsx'

/** Who decided the dataset, when, why, and the findings the rejection cites, each a link to its time. */
export function DecisionPanel({
  decision,
  findings,
  onSelect,
}: {
  decision: DecisionRecord
  /** The dataset's findings, to show the cited ones by what they say. */
  findings: Finding[]
  onSelect: (f: Finding) => void
}) {
  const byId = new Map(findings.map((f) => [f.id, f]))
  const verb = (statusLabels[decision.status] ?? decision.status).toLowerCase()
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="decision-title">
      <Stack gap={6}>
        <Title order={2} fz="h5" id="decision-title">
          Decision
        </Title>
        <Text fz="sm">
          {decision.decided_by ? `${capitalize(verb)} by ${decision.decided_by.name}` : capitalize(verb)}
          {decision.decided_at ? ` at ${formatDateTime(decision.decided_at)}` : ''}
          {decision.reason ? ` — “${decision.reason}”` : ''}
        </Text>
        {decision.finding_ids.length > 0 && (
          <>
            <Text fz="sm" fw={500} id="cited-title">
              Findings cited
            </Text>
            <Stack component="ul" className="plain-list" gap={4} aria-labelledby="cited-title">
              {decision.finding_ids.map((id) => {
                const f = byId.get(id)
                return (
                  <li key={id}>
                    {f ? (
                      <Group gap="xs" wrap="wrap">
                        <SeverityBadge severity={f.severity} />
                        <Text fz="sm" fw={600}>
                          {f.code}
                        </Text>
                        <FindingTime finding={f} onSelect={onSelect} />
                        <Text fz="sm" c="dimmed" lineClamp={1}>
                          {f.message}
                        </Text>
                      </Group>
                    ) : (
                      <Text fz="sm" c="dimmed">
                        A finding no longer listed ({id.slice(0, 8)})
                      </Text>
                    )}
                  </li>
                )
              })}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  )
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
