import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { queryKeys } from '../api/query-keys.ts'
import { type ConnectionState, type MechaEvent, MechaSocket, type Subscribed } from './mecha-socket.ts'
import { type MechaStatus, wsTicket } from './queries.ts'
import type { Point } from './world-geometry.ts'

export interface Telemetry {
  at: string
  state: string
  mode: string
  pose: { x: number; y: number; z: number; heading_deg: number }
  speed_mps: number
  battery: { percent: number; low: boolean; charging: boolean }
  next_index: number | null
  distance_left_m: number | null
}

export interface Sample {
  /** Simulated time of the sample, ms since epoch. */
  t: number
  battery: number
  speed: number
  z: number
}

export type LogEntry =
  | { kind: 'event'; key: string; event: MechaEvent }
  | { kind: 'note'; key: string; at: string; tone: 'info' | 'warning'; text: string }

const PLOT_WINDOW_MS = 60_000
const MAX_LOG = 400
const MAX_TRAIL = 3000

/**
 * Everything live about one mecha: the connection and its state, the latest telemetry, the
 * last 60 s of samples, the trail, and the event log (which says where a reconnection resumed).
 * Status comes from the query cache: set from the subscription, re-read after every event.
 */
export function useMechaLive(mechaId: string) {
  const queryClient = useQueryClient()
  const [connection, setConnection] = useState<ConnectionState>('connecting')
  const [connectionId, setConnectionId] = useState<string | null>(null)
  const [telemetry, setTelemetry] = useState<Telemetry | null>(null)
  const [log, setLog] = useState<LogEntry[]>([])
  const [samples, setSamples] = useState<Sample[]>([])
  const [trail, setTrail] = useState<Point[]>([])
  /** Set when this page held the lease and its connection dropped: the service stopped the robot. */
  const [lostControl, setLostControl] = useState<{ at: string } | null>(null)
  const socketRef = useRef<MechaSocket | null>(null)
  const samplesRef = useRef<Sample[]>([])
  const trailRef = useRef<Point[]>([])
  const connectionIdRef = useRef<string | null>(null)

  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | null = null
    const refreshStatus = () => {
      if (refresh) return
      refresh = setTimeout(() => {
        refresh = null
        void queryClient.invalidateQueries({ queryKey: queryKeys.mechaStatus(mechaId) })
      }, 100)
    }
    const note = (tone: 'info' | 'warning', text: string) =>
      setLog((l) =>
        [
          ...l,
          {
            kind: 'note' as const,
            key: `n${Date.now()}-${l.length}`,
            at: new Date().toISOString(),
            tone,
            text,
          },
        ].slice(-MAX_LOG),
      )
    const socket = new MechaSocket({
      mechaId,
      ticket: wsTicket,
      onState: (state, info) => {
        const previous = connectionIdRef.current
        if (state === 'reconnecting' && previous) {
          const status = queryClient.getQueryData<MechaStatus>(queryKeys.mechaStatus(mechaId))
          if (status?.lease?.holder === previous) setLostControl({ at: new Date().toISOString() })
          note('warning', `Connection lost${info.closeCode ? ` (code ${info.closeCode})` : ''}; reconnecting`)
        }
        connectionIdRef.current = info.connectionId ?? (state === 'live' ? connectionIdRef.current : null)
        setConnection(state)
        setConnectionId(info.connectionId)
      },
      onSubscribed: (s: Subscribed) => {
        queryClient.setQueryData(queryKeys.mechaStatus(mechaId), s.status as MechaStatus)
        setConnectionId(socket.connectionId)
        connectionIdRef.current = socket.connectionId
        if (s.last_seq !== undefined) {
          if (s.replay_complete === false) {
            socket.lastSeq = s.last_seq
            note(
              'warning',
              'Reconnected, but the service no longer has every event since then; status re-read',
            )
          } else
            note(
              'info',
              `Reconnected: resumed after #${s.resumedFrom}; ${s.replayed ?? 0} missed event(s) replayed, none lost`,
            )
        }
      },
      // The session's role is read again, so the page shows what the new role may do.
      onAccessChanged: ({ role, operate }) => {
        note(
          'warning',
          operate ? `Your role changed to ${role}` : `Your role changed to ${role}: control was taken away`,
        )
        void queryClient.invalidateQueries({ queryKey: queryKeys.me })
        refreshStatus()
      },
      onEvent: (e) => {
        if (e.type === 'telemetry') {
          const t = e.data as unknown as Telemetry
          const now = Date.parse(e.at)
          const sample: Sample = { t: now, battery: t.battery.percent, speed: t.speed_mps, z: t.pose.z }
          const kept = samplesRef.current.filter((s) => s.t >= now - PLOT_WINDOW_MS)
          kept.push(sample)
          samplesRef.current = kept
          const last = trailRef.current.at(-1)
          if (!last || Math.hypot(last.x - t.pose.x, last.y - t.pose.y) > 0.02) {
            trailRef.current = [...trailRef.current, { x: t.pose.x, y: t.pose.y }].slice(-MAX_TRAIL)
          }
          setTelemetry({ ...t, at: e.at })
          return
        }
        setLog((l) => [...l, { kind: 'event' as const, key: `e${e.seq}`, event: e }].slice(-MAX_LOG))
        refreshStatus()
      },
    })
    socketRef.current = socket
    socket.start()
    // Plots and the trail redraw twice a second, not at the telemetry rate.
    const timer = setInterval(() => {
      setSamples(samplesRef.current)
      setTrail(trailRef.current)
    }, 500)
    return () => {
      clearInterval(timer)
      if (refresh) clearTimeout(refresh)
      socket.stop()
      socketRef.current = null
    }
  }, [mechaId, queryClient])

  const command = useCallback((cmd: Record<string, unknown>) => {
    const s = socketRef.current
    if (!s) return Promise.reject(new Error('Not connected'))
    return s.command(cmd)
  }, [])

  const request = useCallback(
    (msg: Record<string, unknown>) => {
      const s = socketRef.current
      if (!s) return Promise.reject(new Error('Not connected'))
      return s.request({ ...msg, mecha_id: mechaId })
    },
    [mechaId],
  )

  const dismissLostControl = useCallback(() => setLostControl(null), [])

  return {
    connection,
    connectionId,
    telemetry,
    samples,
    trail,
    log,
    lostControl,
    dismissLostControl,
    command,
    request,
    socketOpen: () => socketRef.current?.open ?? false,
  }
}
