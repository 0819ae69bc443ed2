import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Code,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import {
  IconArrowRight,
  IconBroadcast,
  IconCheck,
  IconDownload,
  IconInfoCircle,
  IconX,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { can } from '../auth/roles.ts'
import { useSession } from '../auth/session.ts'
import { useDecidedElsewhere } from '../live/live-state.ts'
import { elsewhereSentence } from '../review/DecidedElsewhereNote.tsx'
import { decisionQuery } from '../review/decision-query.ts'
import { RejectDialog } from '../review/RejectDialog.tsx'
import { rememberReason } from '../review/recent-reasons.ts'
import { type Conflict, useDecide } from '../review/use-decide.ts'
import { animatedPreview } from '../ui/animated-preview.ts'
import { ErrorPanel } from '../ui/ErrorPanel.tsx'
import { dataTypeLabels, formatBytes, formatDateTime } from '../ui/format.ts'
import { NoPreview, Preview } from '../ui/Preview.tsx'
import { QueryState } from '../ui/QueryState.tsx'
import { StatusBadge } from '../ui/StatusBadge.tsx'
import { VerdictPill } from '../ui/VerdictPill.tsx'
import { CompareView } from './CompareView.tsx'
import { DecisionHistory } from './decisions/DecisionHistory.tsx'
import { EarlyCameras } from './EarlyCameras.tsx'
import { DecisionPanel } from './findings/DecisionPanel.tsx'
import { FileFindingDialog } from './findings/FileFindingDialog.tsx'
import { FindingsLane } from './findings/FindingsLane.tsx'
import { FindingsList } from './findings/FindingsList.tsx'
import type { Finding } from './findings/finding-types.ts'
import { useFindings } from './findings/queries.ts'
import { markRange, rangeFromAddress, rangeParam, type TimeRange } from './findings/time-range.ts'
import { useFindingKeys } from './findings/use-finding-keys.ts'
import { IterationTimeline } from './IterationTimeline.tsx'
import { MetadataTable } from './MetadataTable.tsx'
import { playableUrl } from './playable.ts'
import { isSynthetic, useDataset, useIterations } from './queries.ts'
import type { PlaybackClock } from './viewer/clock.ts'
import { dropEarlyVideos } from './viewer/early-videos.ts'
import { useStreams, viewable } from './viewer/queries.ts'
import { WorkInProgress } from './WorkInProgress.tsx'

// The player and its plotting library load only on this page (the boot module asks for them
// beside the page's code). (A failed early fetch is tried again when the player is shown.)
const loadViewer = import('./viewer/DatasetViewer.tsx')
type Player = typeof import('./viewer/DatasetViewer.tsx').default
/** The player once its code is here: a page rendered after that shows it in its first render. */
let loadedPlayer: Player | null = null
loadViewer.then(
  (m) => {
    loadedPlayer = m.default
  },
  () => {},
)

/**
 * The player: in the page's first render when its code is already here (the boot module asks for
 * it beside the page's), else from the render after it came, the cameras made early shown
 * meanwhile (EarlyCameras). Not React.lazy: a component that suspended shows its fallback for at
 * least 300 ms (React throttles the reveal), and its code is most often here before the page renders.
 */
function usePlayer(): Player | null {
  const [player, setPlayer] = useState<{ Player: Player } | { error: unknown } | null>(() =>
    loadedPlayer ? { Player: loadedPlayer } : null,
  )
  useEffect(() => {
    let live = true
    loadViewer
      .catch(() => import('./viewer/DatasetViewer.tsx'))
      .then(
        (m) => live && setPlayer((p) => (p && 'Player' in p ? p : { Player: m.default })),
        (error: unknown) => live && setPlayer({ error }),
      )
    return () => {
      live = false
    }
  }, [])
  // For the route's error boundary, as a lazy component's failure was.
  if (player && 'error' in player) throw player.error
  return player?.Player ?? null
}

/** `?compare=0,2` → [0, 2]; anything else → []. */
function comparedVersions(value: string | null): number[] {
  const versions = (value ?? '').split(',').filter(Boolean).map(Number)
  return versions.length <= 2 && versions.every((v) => Number.isInteger(v) && v >= 0) ? versions : []
}

export default function DatasetPage() {
  const { id = '' } = useParams()
  const me = useSession()
  const [params, setParams] = useSearchParams()
  const dataset = useDataset(id)
  const synthetic = dataset.data ? isSynthetic(dataset.data.data_type) : false
  const history = useIterations(id, synthetic)
  const [rejecting, setRejecting] = useState(false)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const decide = useDecide(setConflict)
  const compared = comparedVersions(params.get('compare'))
  const streams = useStreams(id)
  const Player = usePlayer()
  const elsewhere = useDecidedElsewhere(id)
  const decidedBy = useQuery({
    ...decisionQuery(id),
    enabled: elsewhere !== undefined && elsewhere.status !== 'superseded',
  })
  // Cameras loaded early for a player that never showed (the page was left first) stop loading.
  useEffect(() => dropEarlyVideos, [])
  const findings = useFindings(id)
  // Its decision whatever its status (who, when, why, the findings cited).
  const decision = useQuery({
    ...decisionQuery(id),
    enabled: dataset.data !== undefined && dataset.data.status !== 'pending',
  })
  const [clock, setClock] = useState<PlaybackClock | null>(null)
  const [filing, setFiling] = useState<TimeRange | null | false>(false)
  const range = rangeFromAddress(params.get('range'))
  // The range lives in the address (`?range=a,b`), read from it at the moment of the key: `i`
  // then `o` pressed quickly must both count.
  const currentRange = () => rangeFromAddress(new URLSearchParams(window.location.search).get('range'))
  const setRange = useCallback(
    (next: TimeRange | null, at?: number) => {
      const p = new URLSearchParams(window.location.search)
      if (next) p.set('range', rangeParam(next))
      else p.delete('range')
      if (at !== undefined) {
        if (at > 0) p.set('t', String(Math.round(at * 1000) / 1000))
        else p.delete('t')
      }
      setParams(p, { replace: true, preventScrollReset: true })
    },
    [setParams],
  )
  // A finding chosen on the lane, in the list or in the decision: the player goes to its start
  // and its span is selected.
  const selectFinding = useCallback(
    (f: Finding, scroll = false) => {
      if (f.start_seconds === null) return
      const span = { start: f.start_seconds, end: f.end_seconds ?? f.start_seconds }
      clock?.seek(span.start)
      setRange(span, span.start)
      if (scroll)
        document
          .querySelector('[aria-label="Player"]')
          ?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    },
    [clock, setRange],
  )
  const mayFile = can.review(me.user.role)
  useFindingKeys(
    {
      markStart: () => clock && setRange(markRange(currentRange(), 'start', clock.get().time)),
      markEnd: () => clock && setRange(markRange(currentRange(), 'end', clock.get().time)),
      file: () => {
        if (!mayFile) return
        clock?.pause()
        const t = clock?.get().time
        setFiling(currentRange() ?? (t === undefined ? null : { start: t, end: t }))
      },
    },
    !rejecting && filing === false,
  )

  if (dataset.isError)
    return (
      <ErrorPanel
        error={dataset.error}
        onRetry={() => dataset.refetch()}
        title="Could not load this dataset"
      />
    )
  if (dataset.isPending)
    return (
      <Stack>
        <Skeleton h={32} w={320} />
        <Skeleton h={420} />
      </Stack>
    )
  const d = dataset.data
  const mayDecide = can.review(me.user.role) && d.status === 'pending'
  // Read from the address at the moment of the click, not from this render: two quick ticks
  // must both count even if the page has not re-rendered in between.
  const setCompared = (versions: number[]) => {
    const next = new URLSearchParams(window.location.search)
    if (versions.length) next.set('compare', versions.join(','))
    else next.delete('compare')
    setParams(next, { replace: true })
  }
  const toggleCompare = (version: number) => {
    const now = comparedVersions(new URLSearchParams(window.location.search).get('compare'))
    setCompared(
      now.includes(version)
        ? now.filter((v) => v !== version)
        : [...now, version].slice(-2).sort((a, b) => a - b),
    )
  }
  const iterations = history.data?.iterations ?? []
  const pair = compared.length === 2 ? compared.map((v) => iterations.find((i) => i.version === v)) : []
  const thisVersion = iterations.find((i) => i.dataset_id === d.id)
  // A superseded dataset points to the version that replaced it (the event says which; the
  // version chain says so too when the page opens on one superseded long ago).
  const newerId =
    d.status === 'superseded'
      ? (elsewhere?.replacedBy ??
        iterations.find((i) => thisVersion && i.version === thisVersion.version + 1)?.dataset_id)
      : undefined
  const newer = iterations.find((i) => i.dataset_id === newerId)

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/review" fz="sm">
          Review queue
        </Anchor>
        <Text fz="sm">{d.name}</Text>
      </Breadcrumbs>
      <WorkInProgress datasetId={d.id} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Title order={1} fz="h2">
            {d.name}
          </Title>
          <Group gap="xs">
            <StatusBadge status={d.status} size="md" />
            <VerdictPill verdict={d.verdict} />
            <Text c="dimmed" fz="sm">
              {dataTypeLabels[d.data_type]} · {formatBytes(d.data_byte_size)}
              {thisVersion ? ` · version ${thisVersion.version} of ${history.data?.total_versions}` : ''}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          {mayDecide && (
            <>
              <Button
                color="teal.9"
                leftSection={<IconCheck size={16} />}
                loading={decide.isPending && decide.variables?.decision.kind === 'accept'}
                onClick={() => decide.mutate({ dataset: d, decision: { kind: 'accept' } })}
              >
                Accept
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={() => setRejecting(true)}
              >
                Reject
              </Button>
            </>
          )}
          <Button
            component="a"
            href={d.signed_url}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            Download
          </Button>
        </Group>
      </Group>

      {elsewhere && d.status !== 'pending' && !conflict && (
        <Alert
          color={d.status === 'accepted' ? 'teal' : d.status === 'rejected' ? 'red' : 'gray'}
          icon={<IconBroadcast />}
          title={elsewhereSentence(elsewhere, decidedBy.data?.decided_by, me.user.id)}
          role="status"
        >
          {formatDateTime(elsewhere.at)}
          {elsewhere.reason ? ` — “${elsewhere.reason}”` : ''}. This page shows it as it is now.
        </Alert>
      )}
      {newerId && (
        <Alert color="gray" icon={<IconInfoCircle />} title="A newer version replaced this one">
          <Anchor component={Link} to={`/datasets/${newerId}`} fz="sm">
            Open {newer ? `version ${newer.version}` : 'the new version'}{' '}
            <IconArrowRight size={12} aria-hidden="true" />
          </Anchor>
        </Alert>
      )}

      {conflict && (
        <Alert color="orange" icon={<IconInfoCircle />} title="Someone decided first" role="alert">
          {conflict.record?.decided_by
            ? `Already ${conflict.record.status} by ${conflict.record.decided_by.name}${conflict.record.decided_at ? ` at ${formatDateTime(conflict.record.decided_at)}` : ''}. Your decision was not applied.`
            : conflict.detail}
        </Alert>
      )}

      {decision.data && d.status !== 'pending' && (decision.data.decided_by || decision.data.reason) && (
        <DecisionPanel
          decision={decision.data}
          findings={findings.data?.findings ?? []}
          onSelect={(f) => selectFinding(f, true)}
        />
      )}
      <DecisionHistory dataset={d} mayReview={can.review(me.user.role)} />

      {viewable(streams.data) &&
        (Player ? (
          <Player
            datasetId={d.id}
            streams={streams.data}
            onClock={setClock}
            lane={(c) => (
              <FindingsLane
                findings={findings.data?.findings ?? []}
                clock={c}
                range={range}
                mayFile={mayFile}
                onSelect={(f) => selectFinding(f)}
                onClear={() => setRange(null)}
              />
            )}
          />
        ) : (
          <EarlyCameras streams={streams.data} />
        ))}
      {streams.data?.status === 'indexing' && (
        <Text fz="sm" c="dimmed" role="status">
          Hangar is still reading this dataset's files; the player appears when it is done.
        </Text>
      )}
      {streams.data?.status === 'failed' && (
        <Alert color="orange" icon={<IconInfoCircle />} title="Hangar could not read this dataset's file">
          {streams.data.detail} It can still be downloaded and decided on.
        </Alert>
      )}

      <FindingsList
        datasetId={d.id}
        query={findings}
        range={range}
        mayChange={mayFile}
        onSelect={(f) => selectFinding(f, true)}
      />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {viewable(streams.data) ? (
            d.preview_urls?.pose_frame && (
              <Paper withBorder p="sm" radius="md" maw={480}>
                <Preview
                  src={d.preview_urls.pose_frame}
                  alt={`Pose frame of ${d.name}`}
                  ratio={16 / 9}
                  fit="contain"
                />
              </Paper>
            )
          ) : (
            <Paper withBorder p="sm" radius="md">
              {d.preview_urls || playableUrl(d.signed_url, undefined) ? (
                <SimpleGrid cols={d.preview_urls?.pose_frame ? { base: 1, sm: 2 } : 1} spacing="sm">
                  <Preview
                    src={playableUrl(d.signed_url, animatedPreview(d.preview_urls))}
                    alt={`Clip of ${d.name}, playing`}
                    ratio={16 / 9}
                    fit="contain"
                  />
                  {d.preview_urls?.pose_frame && (
                    <Preview
                      src={d.preview_urls.pose_frame}
                      alt={`Pose frame of ${d.name}`}
                      ratio={16 / 9}
                      fit="contain"
                    />
                  )}
                </SimpleGrid>
              ) : (
                <NoPreview dataType={d.data_type} ratio={16 / 6} />
              )}
            </Paper>
          )}
          {d.description && (
            <Text mt="md" fz="sm">
              {d.description}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap={6} fz="sm">
                <Detail label="Created">{formatDateTime(d.date_created)}</Detail>
                <Detail label="Updated">{formatDateTime(d.date_updated)}</Detail>
                <Detail label="File">
                  <Code>{d.link}</Code>
                </Detail>
                <Detail label="Id">
                  <Code>{d.id}</Code>
                </Detail>
              </Stack>
            </Paper>
            <MetadataTable metadata={d.metadata} />
          </Stack>
        </Grid.Col>
      </Grid>

      {synthetic && (
        <section aria-labelledby="versions-title">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="h4" id="versions-title">
              Versions
            </Title>
            {iterations.length >= 2 && compared.length < 2 && thisVersion && (
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  setCompared(
                    thisVersion.version > 0 ? [thisVersion.version - 1, thisVersion.version] : [0, 1],
                  )
                }
              >
                Compare with {thisVersion.version > 0 ? 'previous' : 'next'} version
              </Button>
            )}
          </Group>
          <QueryState
            query={history}
            placeholder={<Skeleton h={160} />}
            errorTitle="Could not load the versions"
          >
            {() => (
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, lg: pair.length === 2 ? 4 : 12 }}>
                  <IterationTimeline
                    iterations={iterations}
                    currentId={d.id}
                    compared={compared}
                    onToggleCompare={toggleCompare}
                  />
                  {iterations.length >= 2 && compared.length < 2 && (
                    <Text fz="xs" c="dimmed" mt="sm">
                      Tick two versions to see them side by side.
                    </Text>
                  )}
                </Grid.Col>
                {pair.length === 2 && pair[0] && pair[1] && (
                  <Grid.Col span={{ base: 12, lg: 8 }}>
                    <CompareView before={pair[0]} after={pair[1]} />
                  </Grid.Col>
                )}
              </Grid>
            )}
          </QueryState>
        </section>
      )}

      <RejectDialog
        opened={rejecting}
        datasetId={d.id}
        datasetName={d.name}
        onClose={() => setRejecting(false)}
        onReject={(reason, findingIds) => {
          rememberReason(reason)
          setRejecting(false)
          decide.mutate({ dataset: d, decision: { kind: 'reject', reason, findingIds } })
        }}
      />
      <FileFindingDialog
        datasetId={d.id}
        range={filing || null}
        opened={filing !== false}
        onClose={() => setFiling(false)}
      />
    </Stack>
  )
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0, wordBreak: 'break-all' }}>{children}</div>
    </Group>
  )
}
