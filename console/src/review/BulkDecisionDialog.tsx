import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { queryKeys } from '../api/query-keys.ts'
import { decidingHere, notDecidedHere } from '../live/live-state.ts'
import { errorSentence } from '../ui/error-sentence.ts'
import { dataTypeLabels, statusLabels } from '../ui/format.ts'
import { type BulkOutcome, bulkCountQuery, commitBulk } from './bulk-decision.ts'
import { bulkFilter, shownIdsMoved } from './bulk-filter.ts'
import { type BulkAction, confirmLabel, countSentence, doneSentence, skippedDetail } from './bulk-sentence.ts'
import type { QueueView } from './queue-query.ts'

const MAX = 10_000
const ACTIONS: Array<{ value: BulkAction; label: string }> = [
  { value: 'accept', label: 'Accept' },
  { value: 'reject', label: 'Reject' },
  { value: 'reopen', label: 'Reopen' },
]

/** The filters in words, so the person sees what "matching" means before confirming. */
function filterChips(view: QueueView): string[] {
  return [
    view.status ? (statusLabels[view.status] ?? view.status) : 'Every status',
    ...(view.dataType ? [dataTypeLabels[view.dataType] ?? view.dataType] : []),
    ...view.metadata,
    ...(view.verdicts.length ? [`Verdict ${view.verdicts.join(' or ')}`] : []),
  ]
}

/**
 * A decision on every dataset of the queue's filters, counted first (docs/review-workflow.md):
 * the dry run's count is said as a sentence, and only that count is committed — if the datasets
 * changed meanwhile the service refuses (409), the dialog says the new count and asks again.
 */
export function BulkDecisionDialog({
  view,
  opened,
  onClose,
}: {
  view: QueueView
  opened: boolean
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const filter = useMemo(() => bulkFilter(view), [view])
  const [action, setAction] = useState<BulkAction>('accept')
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [changed, setChanged] = useState<Extract<BulkOutcome, { kind: 'changed' }> | null>(null)
  const needsReason = action !== 'accept'
  const given = reason.trim()
  // A rejection or reopen is counted once it has a reason (the service asks one of the dry run).
  const countable = !needsReason || given !== ''
  const count = useQuery({
    ...bulkCountQuery(filter, action, needsReason && given ? given : undefined),
    enabled: opened && countable,
  })

  const commit = useMutation({
    mutationFn: async () => {
      const counted = count.data
      if (!counted) throw new Error('Count the datasets first')
      // The cards shown under this filter are this tab's own decision, not news from elsewhere.
      const own = shownIdsMoved(
        queryClient.getQueriesData({ queryKey: [...queryKeys.datasets, 'list'] }),
        filter,
        action,
      )
      for (const id of own) decidingHere(id)
      const outcome = await commitBulk(filter, action, needsReason ? given : undefined, counted).catch(
        (err: unknown) => {
          for (const id of own) notDecidedHere(id)
          throw err
        },
      )
      if (outcome.kind === 'changed') for (const id of own) notDecidedHere(id)
      return outcome
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'changed') {
        // Nothing was done: say the new numbers, count again for a new token, and ask again.
        setChanged(outcome)
        void count.refetch()
        return
      }
      notifications.show({
        color: action === 'accept' ? 'teal' : action === 'reject' ? 'red' : 'blue',
        title: doneSentence(action, outcome.result),
        message: `Matching: ${filterChips(view).join(' · ')}`,
      })
      void queryClient.invalidateQueries({ queryKey: queryKeys.datasets })
      onClose()
    },
    onError: () => {
      // An expired token (410) or a filter the service refused: the count is read again.
      void count.refetch()
    },
  })

  const { reset } = commit
  useEffect(() => {
    if (opened) {
      setAction('accept')
      setReason('')
      setReasonError(null)
      setChanged(null)
      reset()
    }
  }, [opened, reset])

  const counted = count.data
  const busy = count.isFetching || commit.isPending
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (needsReason && !given) return setReasonError('Say why: each dataset’s history keeps it')
    if (given.length > MAX) return setReasonError(`At most ${MAX.toLocaleString('en')} characters`)
    if (!counted || busy || counted.actionable === 0) return
    setChanged(null)
    commit.mutate()
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Decide every matching dataset" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap={6} aria-label="Filters">
            <Text fz="sm" c="dimmed">
              Matching:
            </Text>
            {filterChips(view).map((chip) => (
              <Badge key={chip} variant="outline" color="gray" tt="none">
                {chip}
              </Badge>
            ))}
          </Group>
          <SegmentedControl
            aria-label="Decision"
            data={ACTIONS}
            value={action}
            onChange={(value) => {
              setAction(value as BulkAction)
              setChanged(null)
              setReasonError(null)
              commit.reset()
            }}
          />
          {changed && (
            <Alert color="orange" title="The datasets changed since the count" role="alert">
              Nothing was done. Now: {countSentence(action, { ...changed, skipped: {} })}. Check the new count
              below and confirm again.
            </Alert>
          )}
          {commit.isError && (
            <Alert color="red" title="Nothing was done" role="alert">
              {errorSentence(commit.error)}
            </Alert>
          )}
          {needsReason && (
            <Textarea
              label="Reason"
              description={
                action === 'reject'
                  ? 'Kept with each rejection and in each dataset’s history'
                  : 'Kept in each dataset’s history; they become pending again'
              }
              autosize
              minRows={2}
              maxRows={6}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value)
                setReasonError(null)
              }}
              error={reasonError}
            />
          )}
          <div aria-live="polite">
            {!countable ? (
              <Text fz="sm" c="dimmed">
                Say why first; then the matching datasets are counted.
              </Text>
            ) : count.isPending || (count.isFetching && !counted) ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text fz="sm">Counting…</Text>
              </Group>
            ) : count.isError ? (
              <Alert color="red" title="Could not count the datasets">
                {errorSentence(count.error)}
              </Alert>
            ) : counted ? (
              <Stack gap={2}>
                <Text fw={600} data-testid="bulk-count">
                  {countSentence(action, counted)}
                </Text>
                {skippedDetail(counted.skipped) && (
                  <Text fz="sm" c="dimmed">
                    {skippedDetail(counted.skipped)}
                  </Text>
                )}
              </Stack>
            ) : null}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={action === 'reject' ? 'red' : action === 'accept' ? 'teal' : undefined}
              disabled={!countable || !counted || counted.actionable === 0 || count.isFetching}
              loading={commit.isPending}
            >
              {counted ? confirmLabel(action, counted.actionable) : 'Confirm'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
