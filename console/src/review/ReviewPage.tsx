import { Alert, Button, Group, Kbd, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconInfoCircle, IconKeyboard } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { queryKeys } from '../api/query-keys.ts'
import { can } from '../auth/roles.ts'
import { useSession } from '../auth/session.ts'
import {
  type DecidedElsewhereMarks,
  forgetNewDatasets,
  useDecidedElsewhereMarks,
} from '../live/live-state.ts'
import { EmptyState } from '../ui/EmptyState.tsx'
import { errorSentence } from '../ui/error-sentence.ts'
import { formatDateTime } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { Pager } from '../ui/Pager.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { BulkDecisionDialog } from './BulkDecisionDialog.tsx'
import { DatasetCard } from './DatasetCard.tsx'
import { elsewhereSentence } from './DecidedElsewhereNote.tsx'
import { decisionQuery } from './decision-query.ts'
import { KeyboardHelp } from './KeyboardHelp.tsx'
import { NewDatasetsNotice } from './NewDatasetsNotice.tsx'
import { QueueFilters } from './QueueFilters.tsx'
import { queueListQuery, readQueuePageAfresh } from './queue-list-query.ts'
import { listQuery, paramsFromView, type QueueView, viewFromParams } from './queue-query.ts'
import { selectionAfterDecision, selectionWithin } from './queue-selection.ts'
import { RejectDialog } from './RejectDialog.tsx'
import { rememberReason } from './recent-reasons.ts'
import { type Conflict, type QueueDataset, useDecide } from './use-decide.ts'
import { useQueueKeys } from './use-queue-keys.ts'
import { inShownOrder, verdictFirst } from './verdict-order.ts'

function conflictSentence(c: Conflict): string {
  const r = c.record
  if (!r) return c.detail
  const who = r.decided_by ? r.decided_by.name : 'someone'
  const when = r.decided_at ? ` at ${formatDateTime(r.decided_at)}` : ''
  const verb =
    r.status === 'accepted' ? 'accepted' : r.status === 'rejected' ? 'rejected' : `moved to ${r.status}`
  return `${c.dataset.name} was already ${verb} by ${who}${when}${r.reason ? ` — “${r.reason}”` : ''}. Your decision was not applied.`
}

/** For screen readers: the last card shown that was decided elsewhere. */
function latestElsewhere(datasets: QueueDataset[], marks: DecidedElsewhereMarks, myId: string): string {
  let latest: QueueDataset | undefined
  for (const d of datasets)
    if (marks[d.id] && d.status !== 'pending' && (!latest || marks[d.id]!.at > marks[latest.id]!.at))
      latest = d
  return latest ? `${latest.name}: ${elsewhereSentence(marks[latest.id]!, null, myId).toLowerCase()}` : ''
}

export default function ReviewPage() {
  const me = useSession()
  const queryClient = useQueryClient()
  const marks = useDecidedElsewhereMarks()
  const mayDecide = can.review(me.user.role)
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => viewFromParams(params), [params])
  const query = useMemo(() => listQuery(view), [view])
  const list = useQuery(queueListQuery(query))
  // With every verdict, the page loaded shows `exclude` and `review` first (verdict-order.ts), and
  // keeps the order it was first shown in while it stays the same page.
  const shownOrder = useRef<{ key: string; ids: string[] } | null>(null)
  const datasets = useMemo(() => {
    const loaded = list.data?.datasets ?? []
    if (view.verdicts.length) return loaded
    const prev = shownOrder.current
    return prev && prev.key === JSON.stringify(query) ? inShownOrder(loaded, prev.ids) : verdictFirst(loaded)
  }, [list.data, query, view.verdicts.length])
  useEffect(() => {
    if (list.data && !list.isPlaceholderData)
      shownOrder.current = { key: JSON.stringify(query), ids: datasets.map((d) => d.id) }
  })
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / view.pageSize))

  const [selected, setSelected] = useState(0)
  const [rejecting, setRejecting] = useState<QueueDataset | null>(null)
  const [helpOpen, setHelpOpen] = useState(false)
  const [bulkOpen, setBulkOpen] = useState(false)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const cards = useRef<Array<HTMLElement | null>>([])
  const movedByKeyboard = useRef(false)
  const decide = useDecide(setConflict)

  const setView = (next: QueueView) => {
    setSelected(0)
    setParams(paramsFromView(next))
  }
  // "3 new datasets — show": page 1 as the service has it now, the newest card selected. Other
  // pages cached are dropped: their places have moved.
  const showNewDatasets = async () => {
    const first = listQuery({ ...view, page: 1 })
    const fresh = await readQueuePageAfresh(first).catch((err: unknown) => {
      notifications.show({
        color: 'red',
        title: 'Could not load the new datasets',
        message: errorSentence(err),
      })
      return null
    })
    if (!fresh) return
    queryClient.removeQueries({
      queryKey: [...queryKeys.datasets, 'list'],
      predicate: (q) => JSON.stringify(q.queryKey[2]) !== JSON.stringify(first),
    })
    queryClient.setQueryData(queryKeys.datasetList(first), fresh)
    forgetNewDatasets(queryClient)
    shownOrder.current = null
    movedByKeyboard.current = true
    setView({ ...view, page: 1 })
  }
  // A page of fewer cards (after a decision, or a new filter) keeps the selection on a card.
  useEffect(() => {
    const within = selectionWithin(selected, datasets.length)
    if (within !== selected) setSelected(within)
  }, [datasets.length, selected])
  useEffect(() => {
    if (!movedByKeyboard.current) return
    movedByKeyboard.current = false
    const card = cards.current[selected]
    card?.focus({ preventScroll: true })
    card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  })

  const current = datasets[selected]
  const move = (delta: number) => {
    movedByKeyboard.current = true
    const next = selected + delta
    if (next >= datasets.length && view.page < pages) return setView({ ...view, page: view.page + 1 })
    if (next < 0 && view.page > 1) {
      setParams(paramsFromView({ ...view, page: view.page - 1 }))
      setSelected(view.pageSize - 1)
      return
    }
    setSelected(Math.min(Math.max(0, next), Math.max(0, datasets.length - 1)))
  }
  // A key pressed on a card decided elsewhere says who decided it; nothing is sent.
  const explainElsewhere = (d: QueueDataset) =>
    queryClient
      .fetchQuery(decisionQuery(d.id))
      .then((record) => setConflict({ dataset: d, detail: `${d.name} was decided elsewhere.`, record }))
      .catch(() => setConflict({ dataset: d, detail: `${d.name} was decided elsewhere.`, record: null }))
  const accept = (d: QueueDataset | undefined) => {
    if (d && mayDecide && d.status !== 'pending' && marks[d.id]) return void explainElsewhere(d)
    if (!d || !mayDecide || d.status !== 'pending') return
    decide.mutate({ dataset: d, decision: { kind: 'accept' } }, { onSuccess: () => advanceAfter(d.id) })
  }
  const reject = (d: QueueDataset, reason: string, findingIds: string[]) => {
    rememberReason(reason)
    setRejecting(null)
    decide.mutate(
      { dataset: d, decision: { kind: 'reject', reason, findingIds } },
      { onSuccess: () => advanceAfter(d.id) },
    )
  }
  // The queue moves on by itself (queue-selection.ts), from the cards shown when the decision
  // was sent.
  const advanceAfter = (id: string) => {
    movedByKeyboard.current = true
    const shownIds = datasets.map((d) => d.id)
    setSelected((now) => selectionAfterDecision(shownIds, id, view.status !== null, now))
  }

  useQueueKeys(
    {
      next: () => move(1),
      previous: () => move(-1),
      accept: () => accept(current),
      reject: () => {
        if (current && mayDecide && current.status !== 'pending' && marks[current.id])
          return void explainElsewhere(current)
        if (current && mayDecide && current.status === 'pending') setRejecting(current)
      },
      open: () => current && navigate(`/datasets/${current.id}`),
      help: () => setHelpOpen(true),
    },
    !list.isPending && rejecting === null && !helpOpen && !bulkOpen,
  )

  const first = total === 0 ? 0 : (view.page - 1) * view.pageSize + 1
  const last = Math.min(total, view.page * view.pageSize)

  return (
    <>
      <PageHeader
        title="Review queue"
        description={
          mayDecide
            ? 'Look at each dataset, then accept or reject it. The queue moves on by itself.'
            : 'Your role can look at datasets; accepting and rejecting is for reviewers and owners.'
        }
        actions={
          <Group gap="xs">
            {mayDecide && (
              // The shared queue: one dataset at a time, held for this person (docs/review-queue.md).
              <Button
                variant="light"
                onClick={() => navigate(`/review/next?${paramsFromView({ ...view, page: 1 })}`)}
              >
                Review next
              </Button>
            )}
            <Button
              variant="subtle"
              leftSection={<IconKeyboard size={18} />}
              onClick={() => setHelpOpen(true)}
              aria-keyshortcuts="?"
            >
              Keyboard <Kbd ml={6}>?</Kbd>
            </Button>
          </Group>
        }
      />
      <QueueFilters view={view} onChange={setView} />

      {conflict && (
        <Alert
          mt="md"
          color="orange"
          icon={<IconInfoCircle />}
          title="Someone decided first"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setConflict(null)}
          role="alert"
        >
          {conflictSentence(conflict)}
        </Alert>
      )}

      <Group justify="space-between" mt="lg" mb="sm" mih={28}>
        <Text fz="sm" c="dimmed" aria-live="polite">
          {list.isPending
            ? 'Loading datasets…'
            : total === 0
              ? 'No datasets'
              : `${first}–${last} of ${total} datasets`}
        </Text>
        <Group gap="sm">
          {mayDecide && total > 0 && (
            // Every page of these filters, counted before anything is done (BulkDecisionDialog).
            <Button size="compact-sm" variant="subtle" onClick={() => setBulkOpen(true)}>
              Decide all matching…
            </Button>
          )}
          <NewDatasetsNotice view={view} shown={datasets} onShow={showNewDatasets} />
          {current && (
            <VisuallyHidden aria-live="polite">
              {`Selected ${current.name}, ${selected + 1} of ${datasets.length}`}
            </VisuallyHidden>
          )}
          <VisuallyHidden aria-live="polite">{latestElsewhere(datasets, marks, me.user.id)}</VisuallyHidden>
        </Group>
      </Group>

      <QueryState
        query={list}
        errorTitle="Could not load the queue"
        placeholder={
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} h={290} radius="md" />
            ))}
          </SimpleGrid>
        }
        isEmpty={() => datasets.length === 0}
        empty={
          <EmptyState
            title={view.status === 'pending' ? 'Nothing waiting for review' : 'No datasets match'}
            description={
              view.metadata.length || view.dataType || view.verdicts.length
                ? 'Try removing a filter.'
                : 'New datasets appear here as the platform prepares them.'
            }
          />
        }
      >
        {() => (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="md"
            aria-label="Datasets to review"
            className="plain-list"
          >
            {datasets.map((d, i) => (
              <li key={d.id}>
                <DatasetCard
                  ref={(el) => {
                    cards.current[i] = el
                  }}
                  dataset={d}
                  selected={i === selected}
                  position={`${first + i} of ${total}`}
                  canDecide={mayDecide}
                  busy={decide.isPending && decide.variables?.dataset.id === d.id}
                  elsewhere={marks[d.id]}
                  myId={me.user.id}
                  onSelect={() => setSelected(i)}
                  onAccept={() => {
                    setSelected(i)
                    accept(d)
                  }}
                  onReject={() => {
                    setSelected(i)
                    setRejecting(d)
                  }}
                  onFilter={(chip) =>
                    view.metadata.includes(chip)
                      ? undefined
                      : setView({ ...view, metadata: [...view.metadata, chip] })
                  }
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      {pages > 1 && (
        <Group justify="center" mt="xl">
          <Pager total={pages} value={view.page} onChange={(page) => setView({ ...view, page })} />
        </Group>
      )}

      <RejectDialog
        opened={rejecting !== null}
        datasetId={rejecting?.id ?? null}
        datasetName={rejecting?.name ?? null}
        onClose={() => setRejecting(null)}
        onReject={(reason, findingIds) => rejecting && reject(rejecting, reason, findingIds)}
      />
      <KeyboardHelp opened={helpOpen} onClose={() => setHelpOpen(false)} />
      <BulkDecisionDialog view={view} opened={bulkOpen} onClose={() => setBulkOpen(false)} />
    </>
  )
}
