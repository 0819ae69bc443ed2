import { must } from '@hangar/client'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconPlugConnectedX } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { hangar } from '../api/hangar.ts'
import { useSession } from '../auth/session.ts'
import { ErrorPanel } from '../ui/ErrorPanel.tsx'
import { errorSentence } from '../ui/error-sentence.ts'
import { ElevationStrip } from './ElevationStrip.tsx'
import { EstopBar } from './EstopBar.tsx'
import { EventLog } from './EventLog.tsx'
import { SocketRequestError } from './mecha-socket.ts'
import { PathPanel } from './PathPanel.tsx'
import { type MechaStatus, type MechaWorld, mechaStatusQuery, mechaWorldQuery } from './queries.ts'
import { RequireOperator } from './RequireOperator.tsx'
import { StateBadge } from './StateBadge.tsx'
import { useMechaLive } from './use-mecha-live.ts'
import { WorldMapView } from './WorldMapView.tsx'
import { type Point, stairsCrossed } from './world-geometry.ts'

// The plots bring the charting library; the map and the controls do not wait for it.
const TelemetryPlots = lazy(() => import('./TelemetryPlots.tsx').then((m) => ({ default: m.TelemetryPlots })))

/**
 * A refusal as the person reads it: the service's sentence, with its status. A request whose
 * connection dropped before the answer has no status: it may or may not have been carried out.
 */
function refusal(err: unknown): string {
  if (err instanceof SocketRequestError)
    return err.status === 0 && err.detail.startsWith('Not connected')
      ? `${err.detail}: nothing was sent`
      : err.status === 0
        ? `No answer: ${err.detail.toLowerCase()} before the service answered; the map and the event log show what happened`
        : `${err.detail} (${err.status})`
  return errorSentence(err)
}

/** A refused request, said beside the control it came from. */
function Refusal({ text }: { text: string | null | undefined }) {
  if (!text) return null
  return (
    <Alert color="red" variant="light" role="alert" py={6}>
      {text}
    </Alert>
  )
}

const connectionText = {
  connecting: ['Connecting…', 'gray.7'],
  live: ['Live', 'teal.9'],
  reconnecting: ['Connection lost, reconnecting…', 'red.8'],
  stopped: ['Disconnected', 'gray.7'],
} as const

function Mecha({ mechaId, world, initial }: { mechaId: string; world: MechaWorld; initial: MechaStatus }) {
  const me = useSession()
  const live = useMechaLive(mechaId)
  const statusQuery = useQuery({ ...mechaStatusQuery(mechaId), initialData: initial })
  const status = statusQuery.data
  const t = live.telemetry
  const fresh = t && Date.parse(t.at) >= Date.parse(status.at)
  const state = fresh ? t.state : status.state
  const mode = fresh ? t.mode : status.mode
  const pose = t?.pose ?? status.pose
  const battery = fresh ? t.battery : status.battery
  const estopped = state === 'estopped' || status.estop_latched
  const lease = status.lease
  const iHold = lease !== null && live.connectionId !== null && lease.holder === live.connectionId
  const heldBy = lease && !iHold ? (lease.holder_name ?? 'another console') : null
  const connected = live.connection === 'live'
  const canCommand = connected && iHold
  const stairCapable = status.model_limits.stair_capable
  const cap = status.model_limits.max_waypoints
  const range = status.model_limits.operational_range_m

  const [draft, setDraft] = useState<Point[]>([])
  const [selected, setSelected] = useState<number | null>(null)
  const [speed, setSpeed] = useState(0.5)
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [warnings, setWarnings] = useState<string[]>([])
  const [sending, setSending] = useState(false)
  const [stairWarning, setStairWarning] = useState<string[] | null>(null)
  const [editNote, setEditNote] = useState<string | null>(null)
  const setError = (k: string, v: string | null) => setErrors((e) => ({ ...e, [k]: v }))

  // Where the running path started, to draw it and its height profile whole; the last one stays
  // in the elevation strip after it ends, so a finished climb can still be read.
  const pathStart = useRef<{ key: string; start: Point; waypoints: Point[] } | null>(null)
  const path = status.path
  const pathKey = path ? JSON.stringify(path.waypoints) : null
  if (path && pathKey && pathStart.current?.key !== pathKey)
    pathStart.current = { key: pathKey, start: { x: pose.x, y: pose.y }, waypoints: path.waypoints }
  const active =
    path && pathStart.current
      ? {
          start: pathStart.current.start,
          waypoints: path.waypoints,
          nextIndex: t?.next_index ?? path.next_index,
        }
      : null

  const holderLabel = (h: string | null) =>
    h === null
      ? 'nobody'
      : h === live.connectionId
        ? 'you'
        : h === lease?.holder
          ? (lease.holder_name ?? h)
          : 'another console'

  /** Runs one request of the page; a refusal shows beside the control it came from (`key`). */
  const attempt = async (key: string, request: () => Promise<unknown>) => {
    setError(key, null)
    try {
      await request()
    } catch (err) {
      setError(key, refusal(err))
    }
  }
  const run = (key: string, cmd: Record<string, unknown>) => attempt(key, () => live.command(cmd))
  const leaseRequest = (type: 'acquire' | 'release') => attempt('lease', () => live.request({ type }))

  // E-stop over the socket when it is up, else over HTTP: it must work in every case.
  const estop = async () => {
    setError('estop', null)
    try {
      if (live.socketOpen()) await live.command({ name: 'estop' })
      else await must(hangar.POST('/mecha/action/estop', { params: { query: { mecha_id: mechaId } } }))
    } catch (err) {
      try {
        await must(hangar.POST('/mecha/action/estop', { params: { query: { mecha_id: mechaId } } }))
      } catch {
        setError('estop', `E-stop not confirmed: ${refusal(err)}`)
      }
    }
  }
  const release = () => run('estop', { name: 'release_estop' })
  // Stop and rest, like the e-stop, go over HTTP when the socket is down.
  const safety = (name: 'stop' | 'rest') =>
    attempt('controls', () =>
      live.socketOpen()
        ? live.command({ name })
        : must(hangar.POST(`/mecha/action/${name}`, { params: { query: { mecha_id: mechaId } } })),
    )

  const lineForDraft = useMemo(() => [{ x: pose.x, y: pose.y }, ...draft], [pose.x, pose.y, draft])
  const send = async (confirmed = false) => {
    const crossed = stairsCrossed(world, lineForDraft)
    if (!confirmed && crossed.length > 0 && mode === 'standard') {
      setStairWarning(crossed)
      return
    }
    setStairWarning(null)
    setSending(true)
    setError('path', null)
    setWarnings([])
    try {
      const result = await live.command({ name: 'move', waypoints: draft, speed })
      const w = (result.warnings as Array<{ message?: string; code?: string }> | undefined) ?? []
      setWarnings(w.map((x) => x.message ?? x.code ?? ''))
      pathStart.current = { key: JSON.stringify(draft), start: { x: pose.x, y: pose.y }, waypoints: draft }
      setDraft([])
      setSelected(null)
    } catch (err) {
      setError('path', refusal(err))
    } finally {
      setSending(false)
    }
  }

  const addWaypoint = (p: Point) => {
    setEditNote(null)
    if (Math.hypot(p.x, p.y) > range)
      return setEditNote(`That point is outside the operational range (${range} m from the start).`)
    if (draft.length >= cap) return setEditNote(`A path has ${cap} waypoints at most.`)
    setDraft((d) => [...d, p])
    setSelected(draft.length)
  }
  const moveWaypoint = (i: number, p: Point) => setDraft((d) => d.map((q, k) => (k === i ? p : q)))
  const deleteWaypoint = (i: number) => {
    setDraft((d) => d.filter((_, k) => k !== i))
    setSelected(null)
  }

  // Taking control again is a person's decision after a drop: never automatic.
  useEffect(() => {
    if (iHold) live.dismissLostControl()
  }, [iHold, live.dismissLostControl])

  const deadman = status.last_stop_reason?.startsWith('dead-man') ? status.last_stop_reason : null
  const [connLabel, connColor] = connectionText[live.connection]
  const last = pathStart.current
  const [lineForStrip, stripLabel] = active
    ? [[active.start, ...active.waypoints], 'path being walked']
    : draft.length > 0
      ? [lineForDraft, 'draft path']
      : last
        ? [[last.start, ...last.waypoints], 'last path']
        : [[], 'path']

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Anchor component={Link} to="/fleet" fz="sm">
            ← Fleet
          </Anchor>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {status.name}
            </Title>
            <StateBadge state={state} />
            <Badge variant="outline" color="gray.7" radius="sm">
              {status.model} · {mode === 'stair_climbing' ? 'stair climbing' : 'standard'}
            </Badge>
          </Group>
        </Stack>
        <Badge
          color={connColor}
          variant="dot"
          size="lg"
          radius="sm"
          role="status"
          aria-live="polite"
          data-testid="connection"
        >
          {connLabel}
        </Badge>
      </Group>

      <EstopBar
        name={status.name}
        latched={estopped}
        canRelease={connected && !heldBy}
        releaseBlockedBy={heldBy}
        onEstop={() => void estop()}
        onRelease={release}
        error={errors.estop ?? null}
      >
        <Stack gap={0} align="flex-end">
          <Text fz="sm" fw={600} data-testid="lease">
            {iHold ? 'You have control' : heldBy ? `${heldBy} has control` : 'Nobody has control'}
          </Text>
          {heldBy && (
            <Text fz="xs" c="dimmed">
              Read only: you can watch, stop, rest and e-stop
            </Text>
          )}
        </Stack>
        {iHold ? (
          <Button variant="default" onClick={() => void leaseRequest('release')}>
            Release control
          </Button>
        ) : (
          <Button disabled={!connected || heldBy !== null} onClick={() => void leaseRequest('acquire')}>
            Take control
          </Button>
        )}
      </EstopBar>
      <Refusal text={errors.lease} />

      {(live.connection === 'reconnecting' || live.lostControl || deadman) && (
        <Alert
          color={live.connection === 'reconnecting' || live.lostControl ? 'red' : 'orange'}
          variant="light"
          icon={<IconPlugConnectedX aria-hidden="true" />}
          title={
            live.connection === 'reconnecting'
              ? live.lostControl
                ? 'Connection lost: the dead-man stopped the robot'
                : 'Connection to the service lost'
              : live.lostControl
                ? 'The dead-man stopped the robot'
                : 'Stopped by the dead-man'
          }
          role="alert"
          data-testid="deadman"
        >
          {live.connection === 'reconnecting'
            ? live.lostControl
              ? `You had control: the service halted ${status.name} the moment this page's connection dropped (dead-man stop). Reconnecting…`
              : 'Live data is paused. Reconnecting…'
            : live.lostControl
              ? `Your connection dropped while you had control, so the service halted ${status.name} (${deadman ?? 'dead-man stop'}). Take control again to continue.`
              : `${status.name} was halted because its controller went away: ${deadman}.`}
        </Alert>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <WorldMapView
              world={world}
              pose={pose}
              estopped={estopped}
              trail={live.trail}
              active={active}
              draft={draft}
              editable={true}
              selected={selected}
              onSelect={setSelected}
              onAdd={addWaypoint}
              onMove={moveWaypoint}
              onDelete={deleteWaypoint}
            />
            {editNote && (
              <Text fz="sm" c="orange.9" role="status">
                {editNote}
              </Text>
            )}
            <ElevationStrip
              world={world}
              line={lineForStrip}
              robot={{ x: pose.x, y: pose.y, z: pose.z }}
              label={stripLabel}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm">
            <Paper withBorder radius="md" p="sm">
              <Title order={2} fz="h5" mb="xs">
                Telemetry
              </Title>
              <SimpleGrid cols={2} spacing={4} fz="sm" data-testid="telemetry">
                <Text fz="sm">x {pose.x.toFixed(2)} m</Text>
                <Text fz="sm">y {pose.y.toFixed(2)} m</Text>
                <Text fz="sm">z {pose.z.toFixed(2)} m</Text>
                <Text fz="sm">heading {Math.round(pose.heading_deg)}°</Text>
                <Text fz="sm">speed {(fresh ? t.speed_mps : status.speed_mps).toFixed(2)} m/s</Text>
                <Text fz="sm" c={battery.low ? 'red.8' : undefined}>
                  battery {battery.percent.toFixed(1)} %{battery.charging ? ' (charging)' : ''}
                </Text>
              </SimpleGrid>
            </Paper>
            <Paper withBorder radius="md" p="sm">
              <Title order={2} fz="h5" mb="xs">
                Commands
              </Title>
              <Stack gap="xs">
                <SegmentedControl
                  aria-label="Mode"
                  value={mode}
                  disabled={!canCommand}
                  onChange={(m) => void run('mode', { name: 'set_mode', mode: m, model: status.model })}
                  data={[
                    { value: 'standard', label: 'Standard' },
                    { value: 'stair_climbing', label: 'Stair climbing', disabled: !stairCapable },
                  ]}
                />
                <Refusal text={errors.mode} />
                <Group gap="xs">
                  <Button
                    size="sm"
                    disabled={!canCommand}
                    onClick={() => void run('controls', { name: 'initialize' })}
                  >
                    Initialize
                  </Button>
                  <Button size="sm" variant="default" onClick={() => void safety('stop')}>
                    Stop
                  </Button>
                  <Button size="sm" variant="default" onClick={() => void safety('rest')}>
                    Rest
                  </Button>
                </Group>
                <Refusal text={errors.controls} />
                {!canCommand && (
                  <Text fz="xs" c="dimmed">
                    {!connected
                      ? 'Commands wait for the connection.'
                      : heldBy
                        ? `${heldBy} has control; stop, rest and e-stop stay available to you.`
                        : 'Take control to initialize, switch mode and send paths. Stop, rest and e-stop need no control.'}
                  </Text>
                )}
                {status.last_stop_reason && (
                  <Text fz="xs" c="dimmed">
                    Last stop: {status.last_stop_reason}
                  </Text>
                )}
              </Stack>
            </Paper>
            <PathPanel
              draft={draft}
              cap={cap}
              selected={selected}
              onSelect={setSelected}
              onChange={moveWaypoint}
              onDelete={deleteWaypoint}
              onClear={() => {
                setDraft([])
                setSelected(null)
              }}
              speed={speed}
              onSpeed={setSpeed}
              stairMode={mode === 'stair_climbing'}
              canSend={canCommand}
              sending={sending}
              onSend={() => void send()}
              error={errors.path ?? null}
              warnings={warnings}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <Suspense fallback={<Skeleton h={170} />}>
        <TelemetryPlots samples={live.samples} />
      </Suspense>
      <EventLog entries={live.log} holderLabel={holderLabel} />
      <Text fz="xs" c="dimmed">
        Signed in as {me.user.name}. If this page loses its connection while you have control, the service
        stops the robot at once (dead-man) and the page says so.
      </Text>

      <Modal
        opened={stairWarning !== null}
        onClose={() => setStairWarning(null)}
        title="This path climbs stairs in standard mode"
        centered
      >
        <Stack>
          <Text fz="sm">
            The path changes height on {stairWarning?.join(', ')}. In standard mode the service refuses it:
            switch to stair climbing first and walk at 0.20–0.30 m/s.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStairWarning(null)}>
              Cancel
            </Button>
            <Button color="orange.9" onClick={() => void send(true)}>
              Send anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}

function MechaLoader() {
  const { mechaId = '' } = useParams()
  const world = useQuery(mechaWorldQuery(mechaId))
  const status = useQuery(mechaStatusQuery(mechaId))
  if (world.isError || status.isError)
    return (
      <ErrorPanel
        error={world.error ?? status.error}
        onRetry={() => void Promise.all([world.refetch(), status.refetch()])}
      />
    )
  if (!world.data || !status.data) return <Skeleton h={480} />
  return <Mecha key={mechaId} mechaId={mechaId} world={world.data} initial={status.data} />
}

export default function MechaPage() {
  return (
    <RequireOperator>
      <MechaLoader />
    </RequireOperator>
  )
}
