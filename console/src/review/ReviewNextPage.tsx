import { HangarApiError } from '@hangar/client'
import { Alert, Badge, Box, Button, Card, Group, Kbd, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { can } from '../auth/roles.ts'
import { useSession } from '../auth/session.ts'
import { EmptyState } from '../ui/EmptyState.tsx'
import { errorSentence } from '../ui/error-sentence.ts'
import { dataTypeLabels, formatDateTime } from '../ui/format.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { NoPreview, Preview } from '../ui/Preview.tsx'
import { VerdictPill } from '../ui/VerdictPill.tsx'
import { metadataChips } from './DatasetCard.tsx'
import { paramsFromView, viewFromParams } from './queue-query.ts'
import { RejectDialog } from './RejectDialog.tsx'
import { rememberReason } from './recent-reasons.ts'
import { reviewFilter } from './review-filter.ts'
import { claimNext, handBack, RENEW_EVERY_MS, renewLease } from './review-next.ts'
import { type Conflict, useDecide } from './use-decide.ts'
import { useQueueKeys } from './use-queue-keys.ts'

/**
 * "Review next": the shared queue hands this person one dataset at a time, leased to them so no
 * one else is given it (docs/review-queue.md); a decision opens the next. The queue's filters
 * come from the address, as on the queue's page.
 */
export default function ReviewNextPage() {
  const me = useSession()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const view = useMemo(() => viewFromParams(params), [params])
  const filter = useMemo(() => reviewFilter(view), [view])
  const queuePath = `/review?${paramsFromView({ ...view, page: 1 })}`
  // Each decision moves on a turn: the service answers the next dataset once this one is decided.
  const [turn, setTurn] = useState(0)
  const [rejecting, setRejecting] = useState(false)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const leased = useQuery({
    queryKey: ['review-next', filter, turn],
    queryFn: () => claimNext(filter),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    enabled: can.review(me.user.role),
  })
  const d = leased.data ?? null
  const decide = useDecide(setConflict)
  const next = useCallback(() => {
    setConflict(null)
    setTurn((t) => t + 1)
  }, [])
  // Kept while the page is open; a lease that ended meanwhile (ran out, decided elsewhere) is
  // simply claimed anew.
  useEffect(() => {
    if (!d) return
    const timer = setInterval(() => {
      renewLease(d.id).catch((err: unknown) => {
        if (err instanceof HangarApiError && (err.status === 404 || err.status === 409)) next()
      })
    }, RENEW_EVERY_MS)
    return () => clearInterval(timer)
  }, [d, next])
  const accept = () => {
    if (d && !decide.isPending)
      decide.mutate({ dataset: d, decision: { kind: 'accept' } }, { onSuccess: next })
  }
  const reject = (reason: string, findingIds: string[]) => {
    if (!d) return
    rememberReason(reason)
    setRejecting(false)
    decide.mutate({ dataset: d, decision: { kind: 'reject', reason, findingIds } }, { onSuccess: next })
  }
  const leave = async () => {
    if (d) await handBack(d.id).catch(() => {})
    navigate(queuePath)
  }
  // The queue's keys: a accepts, r rejects, o opens the dataset page.
  const none = () => {}
  useQueueKeys(
    {
      accept,
      reject: () => d && setRejecting(true),
      open: () => d && navigate(`/datasets/${d.id}`),
      next: none,
      previous: none,
      help: none,
    },
    !rejecting,
  )

  if (!can.review(me.user.role))
    return (
      <EmptyState
        title="Review next is for reviewers"
        description="Your role can look at datasets; accepting and rejecting is for reviewers and owners."
        action={
          <Button component={Link} to={queuePath}>
            Back to the queue
          </Button>
        }
      />
    )
  return (
    <>
      <PageHeader
        title="Review next"
        description="One dataset at a time, held for you while you look at it: nobody else is given it. A decision opens the next."
        actions={
          <Button variant="default" onClick={leave}>
            {d ? 'Hand back and leave' : 'Back to the queue'}
          </Button>
        }
      />
      {conflict && (
        <Alert color="orange" title="Decided elsewhere" mb="md" withCloseButton onClose={next}>
          {conflict.detail} Close this to go on with the next one.
        </Alert>
      )}
      {leased.isPending ? (
        <Skeleton h={360} />
      ) : leased.isError ? (
        <Alert color="red" title="Could not get the next dataset">
          {errorSentence(leased.error)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => leased.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !d ? (
        <EmptyState
          title="Nothing left to review"
          description="Every pending dataset matching these filters is decided or held by another reviewer."
          action={
            <Button component={Link} to={queuePath}>
              Back to the queue
            </Button>
          }
        />
      ) : (
        <Card withBorder padding="lg" aria-label={`Leased: ${d.name}`}>
          <Stack>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Text fw={600} size="lg">
                  {d.name}
                </Text>
                <Group gap="xs">
                  <Badge variant="light">{dataTypeLabels[d.data_type] ?? d.data_type}</Badge>
                  <VerdictPill verdict={d.verdict} />
                  {d.finding_count > 0 && (
                    <Text size="sm" c="dimmed">
                      {d.finding_count} finding{d.finding_count === 1 ? '' : 's'}
                    </Text>
                  )}
                </Group>
              </Stack>
              <Text size="sm" c="dimmed">
                Held for you until {formatDateTime(d.lease.expires_at)}
              </Text>
            </Group>
            {/* At most 640 px wide, so the decision buttons stay on a laptop's screen. */}
            <Box maw={640} w="100%">
              {d.preview_urls?.poster ? (
                <Preview
                  src={d.preview_urls.poster}
                  alt={`${d.name}: preview`}
                  ratio={16 / 9}
                  fit="contain"
                />
              ) : (
                <NoPreview dataType={d.data_type} />
              )}
            </Box>
            {d.description && <Text>{d.description}</Text>}
            <Group gap="xs">
              {metadataChips(d.metadata, 8).map((chip) => (
                <Badge key={chip} variant="outline" tt="none">
                  {chip}
                </Badge>
              ))}
            </Group>
            <Group>
              <Button color="teal" onClick={accept} loading={decide.isPending} aria-keyshortcuts="a">
                Accept <Kbd ml="xs">a</Kbd>
              </Button>
              <Button color="red" variant="light" onClick={() => setRejecting(true)} aria-keyshortcuts="r">
                Reject… <Kbd ml="xs">r</Kbd>
              </Button>
              <Button variant="subtle" component={Link} to={`/datasets/${d.id}`}>
                Open the dataset page
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <RejectDialog
        opened={rejecting}
        datasetId={d?.id ?? null}
        datasetName={d?.name ?? null}
        onClose={() => setRejecting(false)}
        onReject={reject}
      />
    </>
  )
}
