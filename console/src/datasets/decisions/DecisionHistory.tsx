import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowBackUp } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDateTime } from '../../ui/format.ts'
import { type DecisionEntry, decisionsQuery, useReopen } from './queries.ts'
import { ReopenDialog } from './ReopenDialog.tsx'

const verbs: Record<DecisionEntry['action'], string> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  reopened: 'Reopened',
}

/**
 * The dataset's decisions, oldest first, and — for those who may review — a Reopen button on an
 * accepted or rejected dataset (docs/review-workflow.md). Shows nothing for a dataset never decided.
 */
export function DecisionHistory({
  dataset,
  mayReview,
}: {
  dataset: { id: string; name: string; status: string }
  mayReview: boolean
}) {
  const history = useQuery(decisionsQuery(dataset.id))
  const reopen = useReopen()
  const [reopening, setReopening] = useState(false)
  const entries = history.data?.decisions ?? []
  const mayReopen = mayReview && (dataset.status === 'accepted' || dataset.status === 'rejected')
  if (entries.length === 0 && !mayReopen) return null
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="decision-history-title">
      <Stack gap={6}>
        <Group justify="space-between">
          <Title order={2} fz="h5" id="decision-history-title">
            Decision history
          </Title>
          {mayReopen && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArrowBackUp size={14} />}
              loading={reopen.isPending}
              onClick={() => setReopening(true)}
            >
              Reopen
            </Button>
          )}
        </Group>
        <Stack component="ol" className="plain-list" gap={4} aria-labelledby="decision-history-title">
          {entries.map((e) => (
            // The log only grows at its end; an entry is its time, action and actor.
            <li key={`${e.at} ${e.action} ${e.actor.kind}:${e.actor.id}`}>
              <Group gap="xs" wrap="wrap">
                <Text fz="sm" fw={600}>
                  {verbs[e.action]}
                </Text>
                <Text fz="sm">
                  by {e.actor.name} at {formatDateTime(e.at)}
                  {e.reason ? ` — “${e.reason}”` : ''}
                </Text>
                {e.bulk_id && (
                  <Badge size="xs" variant="light" color="gray" title={`Bulk decision ${e.bulk_id}`}>
                    bulk
                  </Badge>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
      <ReopenDialog
        datasetName={dataset.name}
        opened={reopening}
        onClose={() => setReopening(false)}
        onReopen={(reason) => {
          setReopening(false)
          reopen.mutate({ id: dataset.id, name: dataset.name, reason })
        }}
      />
    </Paper>
  )
}
